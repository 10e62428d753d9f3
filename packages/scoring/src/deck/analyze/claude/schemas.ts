import { deckIndustrySchema, fundingStageSchema } from '@pitchfit/contracts/deck';
import { z } from 'zod';
import { REGION_LEXICON } from '../lexicon/regions';
import { THESIS_TOPICS } from '../thesis/thesis';
import { MATCH_PARTS } from '../types';

const page = z.number().int().positive().describe('1-based page number the quote is on');
const quote = z.string().min(1).max(400).describe('Verbatim text copied from that page, exactly as printed');
const cited = <T extends z.ZodType>(value: T) => z.object({ value, page, quote });
const regionSchema = z.enum(
  Object.keys(REGION_LEXICON) as [keyof typeof REGION_LEXICON, ...Array<keyof typeof REGION_LEXICON>],
);

/** What Claude reads from a deck, thesis-independent. Amounts stay as written: code normalises them. */
export const claudeExtractionSchema = z.object({
  company_name: cited(z.string().min(1)).nullable(),
  one_liner: cited(z.string().min(1))
    .nullable()
    .describe('What the company does, in one sentence, as the deck puts it'),
  industry: cited(deckIndustrySchema).nullable(),
  sectors: z
    .array(z.object({ industry: deckIndustrySchema, share: z.number().min(0).max(1) }))
    .max(5)
    .describe('The industries of the business with their share of it (shares sum to 1)'),
  founders: z.array(z.object({ name: z.string().min(1), role: z.string().nullable(), page, quote })).max(8),
  traction: z.array(cited(z.string().min(1))).max(5),
  raise: z
    .object({
      amount_as_written: z
        .string()
        .min(1)
        .describe('The amount being raised now, copied as written, e.g. "$1.5M" or "₹ 20 Cr"'),
      page,
      quote,
    })
    .nullable(),
  valuation: z
    .object({
      amount_as_written: z.string().min(1),
      basis: z.enum(['pre-money', 'post-money', 'unspecified']),
      page,
      quote,
    })
    .nullable(),
  stage: cited(fundingStageSchema)
    .nullable()
    .describe('Stage of the round being raised now, only if the deck states it'),
  equity_offered_percent: cited(z.number().positive().max(100)).nullable(),
  customers: z.enum(['consumer', 'business', 'both', 'unclear']),
  network_effects: z
    .boolean()
    .describe('A marketplace, network or platform whose value grows with its users'),
  regions: z.array(regionSchema).max(4).describe('Where the company operates, main market first'),
  founder_market_fit: z.string().max(600).nullable(),
  product_market_fit: z.object({
    problem: z.string().max(400).nullable(),
    solution: z.string().max(400).nullable(),
    market: z.string().max(400).nullable(),
  }),
  tech_overview: z.string().max(600).nullable(),
});
export type ClaudeExtraction = z.infer<typeof claudeExtractionSchema>;

const scoredParts = MATCH_PARTS.filter((part) => part !== 'exclusions') as Array<
  Exclude<(typeof MATCH_PARTS)[number], 'exclusions'>
>;

/** Claude's judgement of each part; code combines the parts into the score. */
export const claudeMatchSchema = z.object({
  parts: z
    .array(
      z.object({
        part: z.enum(scoredParts as [(typeof scoredParts)[number], ...Array<(typeof scoredParts)[number]>]),
        thesis_says_something: z
          .boolean()
          .describe('False when the thesis and answers are silent on this part'),
        score: z.number().min(0).max(1),
        reasoning: z
          .string()
          .min(1)
          .max(600)
          .describe('Which part of the thesis met which evidence in the deck'),
      }),
    )
    .length(scoredParts.length),
  exclusions: z.object({
    hit: z.boolean(),
    severity: z
      .number()
      .min(0)
      .max(1)
      .describe('1 when the deck is squarely in something the thesis excludes'),
    reasoning: z.string().min(1).max(600),
  }),
});

export const claudeFollowUpSchema = z.object({
  questions: z
    .array(
      z.object({
        topic: z.enum(THESIS_TOPICS),
        text: z.string().min(10).max(300),
      }),
    )
    .min(3)
    .max(6),
});
