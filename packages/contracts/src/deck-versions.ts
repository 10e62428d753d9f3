import { z } from 'zod';
import { deckStatusSchema } from './deck';

/** The facts a version diff compares, with the label an investor reads. */
export const VERSION_DIFF_FIELDS = {
  raise_amount: 'Raise',
  valuation: 'Valuation',
  stage: 'Stage',
  traction: 'Traction',
  founder: 'Team',
  headquarters: 'HQ',
} as const;
export type VersionDiffField = keyof typeof VERSION_DIFF_FIELDS;

/** A value as one version states it, with the page of that version it is cited to. */
export const citedValueSchema = z.object({ value: z.string(), page: z.number().int().positive() });
export type CitedValue = z.infer<typeof citedValueSchema>;

export const factChangeSchema = z.object({
  field: z.enum(Object.keys(VERSION_DIFF_FIELDS) as [VersionDiffField, ...VersionDiffField[]]),
  label: z.string(),
  /** Empty when the earlier version did not state it. */
  before: z.array(citedValueSchema),
  /** Empty when the later version no longer states it. */
  after: z.array(citedValueSchema),
});
export type FactChange = z.infer<typeof factChangeSchema>;

/** One part of the match (sectors, stage, check size...), its score in each version and why. */
export const scorePartChangeSchema = z.object({
  part: z.string(),
  /** 0..1, or null when that version had no score for the part. */
  before: z.number().nullable(),
  after: z.number().nullable(),
  before_reasoning: z.string().nullable(),
  after_reasoning: z.string().nullable(),
});
export type ScorePartChange = z.infer<typeof scorePartChangeSchema>;

export const versionDiffSchema = z.object({
  from_version: z.number().int().positive(),
  to_version: z.number().int().positive(),
  facts: z.array(factChangeSchema),
  score: z.object({
    before: z.number().nullable(),
    after: z.number().nullable(),
    /** Parts whose score or reasoning changed, largest move first. */
    parts: z.array(scorePartChangeSchema),
  }),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;

export const deckVersionSchema = z.object({
  id: z.string(),
  version: z.number().int().positive(),
  file_name: z.string(),
  status: deckStatusSchema,
  match_score: z.number().nullable(),
  uploaded_at: z.string(),
});

/** GET /api/decks/{id}/versions/: every version of the deck, oldest first, and each step's diff. */
export const deckVersionsSchema = z.object({
  versions: z.array(deckVersionSchema),
  diffs: z.array(versionDiffSchema),
});
export type DeckVersions = z.infer<typeof deckVersionsSchema>;
