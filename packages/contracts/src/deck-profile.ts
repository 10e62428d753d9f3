import { z } from 'zod';
import { deckIndustrySchema, fundingStageSchema } from './deck';
import { READING_COUNTRIES } from './thesis-reading';

/**
 * A deck's profile as the investor sees and corrects it (issue 28): the facts matching relies on,
 * each with the page and quote the deck's extraction cited. A correction is the investor's own
 * view of the deck: stored per deck and investor, laid over the extraction wherever the worker
 * matches, so it never changes another investor's view of the same file.
 */

export const DECK_PROFILE_FIELDS = {
  company: 'Company',
  what_it_does: 'What it does',
  primary_sector: 'Primary sector',
  customer: 'Customer',
  hq: 'Headquarters',
  stage: 'Stage',
  ask: 'The ask',
  founders: 'Founders',
} as const;
export type DeckProfileField = keyof typeof DECK_PROFILE_FIELDS;

export const PROFILE_CUSTOMERS = { business: 'Businesses (B2B)', consumer: 'Consumers (B2C)' } as const;
export type ProfileCustomer = keyof typeof PROFILE_CUSTOMERS;

export const PROFILE_TEXT_MAX = { company: 120, what_it_does: 280, place: 80, founder: 80 } as const;
export const PROFILE_FOUNDERS_MAX = 12;
/** A raise above this is a typing slip, not a round. */
export const PROFILE_ASK_MAX_USD = 10_000_000_000;
/** The quote a corrected fact carries where the engine's reasoning cites the deck. */
export const PROFILE_CORRECTION_QUOTE = 'corrected by the investor';

const text = (max: number) => z.string().trim().min(1, 'Required.').max(max, `At most ${max} characters.`);

const profileFounderSchema = z.object({
  name: text(PROFILE_TEXT_MAX.founder),
  role: text(PROFILE_TEXT_MAX.founder).nullable(),
});
const profileHqSchema = z.object({
  country: z.enum(READING_COUNTRIES),
  /** The place as the investor names it; the country's name when absent. */
  place: text(PROFILE_TEXT_MAX.place).optional(),
});
const profileAskSchema = z.object({
  amount_usd: z.number().positive().max(PROFILE_ASK_MAX_USD),
});

/** One value per field, each from the engine's taxonomy where it has one. */
export const deckProfileValuesSchema = z.object({
  company: text(PROFILE_TEXT_MAX.company),
  what_it_does: text(PROFILE_TEXT_MAX.what_it_does),
  primary_sector: deckIndustrySchema,
  customer: z.enum(Object.keys(PROFILE_CUSTOMERS) as [ProfileCustomer, ...ProfileCustomer[]]),
  hq: profileHqSchema,
  stage: fundingStageSchema,
  ask: profileAskSchema,
  founders: z.array(profileFounderSchema).min(1).max(PROFILE_FOUNDERS_MAX),
});
export type DeckProfileValues = z.infer<typeof deckProfileValuesSchema>;

/** The investor's corrections of one deck, as stored: any subset of the fields. */
export const deckProfileCorrectionsSchema = deckProfileValuesSchema.partial();
export type DeckProfileCorrections = z.infer<typeof deckProfileCorrectionsSchema>;

/**
 * PATCH /api/decks/{id}/profile/ body: the fields to correct, null to drop a correction and go back
 * to the deck's own reading. A key that is no profile field is refused under its own name.
 */
export const deckProfilePatchSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(deckProfileValuesSchema.shape).map(([field, schema]) => [
      field,
      schema.nullable().optional(),
    ]),
  ) as { [F in DeckProfileField]: z.ZodOptional<z.ZodNullable<(typeof deckProfileValuesSchema.shape)[F]>> },
);
export type DeckProfilePatch = z.infer<typeof deckProfilePatchSchema>;

const citation = {
  page: z.number().int().nullable(),
  quote: z.string().nullable(),
};
const profileEntry = <T extends z.ZodType>(value: T) =>
  z.object({
    value: value.nullable(),
    ...citation,
    corrected: z.boolean().describe('True when the value is your correction, not what the deck says.'),
  });

export const deckProfileSchema = z.object({
  deck_id: z.string(),
  company: profileEntry(z.string()),
  what_it_does: profileEntry(z.string()),
  primary_sector: profileEntry(deckIndustrySchema),
  customer: profileEntry(deckProfileValuesSchema.shape.customer),
  hq: profileEntry(z.object({ country: z.string(), place: z.string() })),
  stage: profileEntry(fundingStageSchema),
  ask: profileEntry(z.object({ amount: z.number(), currency: z.string().nullable() })),
  founders: profileEntry(z.array(profileFounderSchema.extend(citation))),
});
export type DeckProfile = z.infer<typeof deckProfileSchema>;

/**
 * The part of a stored extraction the profile reads (packages/scoring's DeckExtraction; a worker
 * test checks the two agree). Each fact is read on its own: an extraction stored by an older
 * engine version may lack one.
 */
const cited = <T extends z.ZodType>(value: T) => z.object({ value, page: z.number(), quote: z.string() });
export const extractionProfileSourceSchema = {
  companyName: cited(z.string()),
  oneLiner: cited(z.string()),
  industry: cited(deckIndustrySchema),
  primarySector: cited(deckIndustrySchema),
  primaryCustomer: cited(z.enum(['business', 'consumer'])),
  headquarters: cited(z.object({ country: z.string(), place: z.string() })),
  stage: cited(fundingStageSchema),
  raise: cited(z.object({ amount: z.number(), currency: z.string().nullable() })),
  founder: cited(z.object({ name: z.string(), role: z.string().nullable() })),
};
