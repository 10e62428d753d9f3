import { z } from 'zod';
import { DECK_PAGE_SIZE_MAX } from './constants';
import { restErrorBodySchema } from './errors';
import { deckStageSchema } from './fund';
import { stageFilterSchema } from './pipeline';

/** `withdrawn`: the founder took the deck back; its file and extraction are gone, the row stays as a tombstone. */
export const DECK_STATUSES = ['queued', 'processing', 'scored', 'failed', 'withdrawn'] as const;
export const deckStatusSchema = z.enum(DECK_STATUSES);
export type DeckStatus = z.infer<typeof deckStatusSchema>;

/** SPEC lets several deck fields be a string or an object of named strings. */
export const textOrPartsSchema = z.union([z.string(), z.record(z.string(), z.string())]);
export type TextOrParts = z.infer<typeof textOrPartsSchema>;

/** A fact read from a deck, with the page it came from and a verbatim quote checked against that page. */
export const citedFactSchema = z.object({
  field: z.string(),
  value: z.string(),
  page: z.number().int().positive(),
  quote: z.string(),
});
export type CitedFact = z.infer<typeof citedFactSchema>;

export const investmentReasoningSchema = z.object({
  post_money: z.number().nullable(),
  estimated_stage: z.string().nullable(),
  reasoning_chain: z.array(z.string()),
});
export type InvestmentReasoning = z.infer<typeof investmentReasoningSchema>;

export const parsedDataSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  investment_amount: z.number().nullable(),
  valuation: z.number().nullable(),
  founders: z.union([z.array(z.string()), z.string()]).nullable(),
  industry: z.string().nullable(),
  founder_market_fit: textOrPartsSchema.nullable(),
  product_market_fit: textOrPartsSchema.nullable(),
  traction: textOrPartsSchema.nullable(),
  tech_overview: z.string().nullable(),
  match_reasoning: textOrPartsSchema.nullable(),
  investment_reasoning: investmentReasoningSchema.nullable(),
  /** Every shown fact with its evidence; facts whose quote was not found on the page are never here. */
  facts: z.array(citedFactSchema).default([]),
  /** Warnings such as hidden text found in the deck. */
  flags: z.array(z.string()).default([]),
  /**
   * The founders' contact addresses the deck gives, lower-case (generic inboxes such as hello@
   * included, no-reply and advisors', investors' or journalists' addresses left out). A later deck
   * sent to the same fund with one of them and the same company name becomes its next version
   * (docs/funds.md). Decks read before this was kept have none.
   */
  contact_emails: z.array(z.string()).default([]),
});
export type ParsedData = z.infer<typeof parsedDataSchema>;

/**
 * A deck as listed by GET /api/decks/top/ (SPEC section 3), plus what the web app needs to show
 * progress live (`status`, `failure_reason`) and to cite facts (`parsed_data.facts`: page and quote).
 * `scores_are_stale` is true while the score was computed for an older thesis version than the
 * investor's current one; the old score stays visible until the new one lands.
 */
export const deckSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  /** `pitch`: sent by a founder through the public page; `test`: the investor's own test upload. */
  source: z.enum(['pitch', 'test']),
  status: deckStatusSchema,
  failure_reason: z.string().nullable(),
  match_score: z.number().min(0).max(1).nullable(),
  scores_are_stale: z.boolean(),
  uploaded_at: z.string(),
  scored_at: z.string().nullable(),
  page_count: z.number().int().nullable(),
  estimated_investment_amount: z.number().nullable(),
  estimated_valuation: z.number().nullable(),
  parsed_data: parsedDataSchema.nullable(),
  investment_details: investmentReasoningSchema.nullable(),
  /** Which engine produced the score (`builtin` or `claude`), or null before the first score. */
  engine: z.string().nullable(),
  /** Where the deck stands in the fund's pipeline (issue 29). */
  stage: deckStageSchema,
  /** 1 for a first deck; a founder's later version of it counts up (only the latest is listed). */
  version: z.number().int().positive(),
  /** The version this one replaces, so a live list can drop it when this one arrives. */
  previous_deck_id: z.string().nullable(),
});
export type Deck = z.infer<typeof deckSchema>;

export const deckFilterSchema = z.enum(['all', 'high', 'medium', 'low']);

/** `page` or `page_size` turns the bare list into a page `{results, count, next}`. */
export const deckPageQuerySchema = z.object({
  page: z.coerce.number().int().positive().optional(),
  page_size: z.coerce.number().int().min(1).max(DECK_PAGE_SIZE_MAX).optional(),
  /** One of the top-decks filters of SPEC section 9 (MATCH_FILTERS); a deck without a score is only in `all`. */
  filter: deckFilterSchema.optional(),
  /** One pipeline stage, or `all` (the default). */
  stage: stageFilterSchema.optional(),
});
export type DeckPageQuery = z.infer<typeof deckPageQuerySchema>;

export const deckPageSchema = z.object({
  results: z.array(deckSchema),
  count: z.number().int(),
  next: z.string().nullable(),
});

export const deckIdSchema = z.object({ id: z.string().min(1).max(64) });

/** Answer to an accepted deck upload. */
export const deckSubmittedSchema = z.object({
  id: z.string(),
  status: deckStatusSchema,
  duplicate: z.boolean(),
  /**
   * A founder's private status link (`/pitch/status/<token>`), on a pitch-page submission only: the
   * token is shown this once and stored only as its hash.
   */
  status_path: z.string().optional(),
});
export type DeckSubmitted = z.infer<typeof deckSubmittedSchema>;

export const recalculateResponseSchema = z.object({ message: z.string(), status: deckStatusSchema });

/** Error body of the deck upload calls (SPEC section 7): `detail`, and `pdf_file` when the file was refused. */
export const deckUploadErrorBodySchema = restErrorBodySchema.extend({
  pdf_file: z.array(z.string()).optional().describe('Why the file was refused, when it was.'),
});
/** The same as a client reads whatever came back: `detail` or `pdf_file[0]`, each optional. */
export const deckUploadErrorSchema = deckUploadErrorBodySchema.partial();

/**
 * The fixed industry taxonomy a deck is classified into (shown to investors as its industry).
 * The keyword lexicon that recognises each industry lives with the scoring engine.
 */
export const DECK_INDUSTRIES = {
  fintech: 'Fintech',
  'climate-energy': 'Climate & energy',
  health: 'Healthcare & medtech',
  biotech: 'Biotech & life sciences',
  education: 'Education',
  'developer-tools': 'Developer tools',
  infrastructure: 'Cloud & data infrastructure',
  'enterprise-software': 'Enterprise software',
  'ai-ml': 'AI & machine learning',
  security: 'Cybersecurity',
  'consumer-social': 'Consumer social & communication',
  commerce: 'E-commerce & consumer brands',
  travel: 'Travel & hospitality',
  mobility: 'Transportation & mobility',
  media: 'Media & entertainment',
  'food-agriculture': 'Food & agriculture',
  'hardware-iot': 'Hardware & IoT',
  industrial: 'Industrial & manufacturing',
  'real-estate': 'Real estate & proptech',
  'hr-work': 'HR & future of work',
  'marketing-adtech': 'Marketing & adtech',
  pets: 'Pet care & veterinary',
} as const;
export type DeckIndustry = keyof typeof DECK_INDUSTRIES;
export const deckIndustrySchema = z.enum(Object.keys(DECK_INDUSTRIES) as [DeckIndustry, ...DeckIndustry[]]);

/**
 * Kinds of organisation a deck may say it is, which some investors rule out whatever the sector:
 * read from the deck's own words about itself, never from what it names in passing.
 */
export const ORGANISATION_KINDS = {
  'grant-funded': 'Grant-funded programme',
  'non-profit': 'Non-profit or NGO',
  'hackathon-student': 'Hackathon or student project',
  'idea-stage': 'Idea-stage team',
  'agency-services': 'Agency or services firm',
} as const;
export type OrganisationKind = keyof typeof ORGANISATION_KINDS;

/** Funding stages in order, with the label shown to investors. */
export const FUNDING_STAGES = {
  'pre-seed': 'Pre-seed',
  seed: 'Seed',
  'pre-series-a': 'Pre-Series A',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c': 'Series C',
  growth: 'Growth (Series D+)',
} as const;
export type FundingStage = keyof typeof FUNDING_STAGES;
export const fundingStageSchema = z.enum(Object.keys(FUNDING_STAGES) as [FundingStage, ...FundingStage[]]);

/** What a deck result was computed from, so an older result never overwrites a newer one. */
export const deckResultProvenanceSchema = z.object({
  engine: z.enum(['builtin', 'claude']),
  engineVersion: z.string(),
  thesisVersion: z.number().int().nonnegative(),
  contentHash: z.string(),
});
export type DeckResultProvenance = z.infer<typeof deckResultProvenanceSchema>;
