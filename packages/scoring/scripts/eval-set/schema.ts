/** Zod schemas of the independent evaluation set (packages/scoring/eval-set): a malformed file fails to load. */
import { deckIndustrySchema, fundingStageSchema } from '@pitchfit/contracts/deck';
import { z } from 'zod';
import { THESIS_TOPICS } from '../../src/deck/index';

const text = z.string().min(1);

const coverSlideSchema = z.strictObject({
  kind: z.literal('cover'),
  title: text,
  subtitle: text.optional(),
  lines: z.array(text).optional(),
});
const statementSlideSchema = z.strictObject({
  kind: z.literal('statement'),
  text,
  lines: z.array(text).optional(),
});
const bulletsSlideSchema = z.strictObject({
  kind: z.literal('bullets'),
  heading: text,
  bullets: z.array(text).min(1),
});
const tableSlideSchema = z.strictObject({
  kind: z.literal('table'),
  heading: text,
  /** Each cell is drawn as its own text run, as slide tools do: a label and its value sit apart. */
  rows: z.array(z.array(text).min(2).max(3)).min(1),
  bullets: z.array(text).optional(),
});
export const slideSchema = z.discriminatedUnion('kind', [
  coverSlideSchema,
  statementSlideSchema,
  bulletsSlideSchema,
  tableSlideSchema,
]);
export type Slide = z.infer<typeof slideSchema>;

const colourSchema = z.string().regex(/^#[0-9a-f]{6}$/i);
export const deckStyleSchema = z.strictObject({
  theme: z.enum(['light', 'dark', 'accent']),
  accent: colourSchema.optional(),
  /** A line across the top of every page ("CONFIDENTIAL"). */
  banner: text.optional(),
  /** A small logo line at the top left of every page: sometimes the only place the name appears. */
  logo: text.optional(),
  /** Footer text on every page, beside the page number. */
  footer: text.optional(),
});
export type DeckStyle = z.infer<typeof deckStyleSchema>;

const currencySchema = z.string().regex(/^[A-Z]{3}$/);
const moneySchema = z.strictObject({
  amount: z.number().positive(),
  currency: currencySchema,
  /** Upper end when the deck states a range ("$1-1.5M"). */
  max_amount: z.number().positive().optional(),
});
export const deckTruthSchema = z.strictObject({
  company: text,
  /** Other spellings a reader would accept (case and punctuation are ignored anyway). */
  aliases: z.array(text).optional(),
  sector: deckIndustrySchema,
  customer: z.enum(['B2B', 'B2C']),
  /** null: the deck states no stage. */
  stage: fundingStageSchema.nullable(),
  hq: z.strictObject({ city: text, country: text }),
  /** Where the company sells, which need not be where it is headquartered. */
  markets: z.array(text).min(1),
  /** null: the deck states no amount being raised, so any amount read is invented. */
  raise: moneySchema.nullable(),
  valuation: z
    .strictObject({
      amount: z.number().positive(),
      currency: currencySchema,
      basis: z.enum(['pre-money', 'post-money', 'unspecified']),
    })
    .nullable(),
  image_only: z.boolean(),
});
export type DeckTruth = z.infer<typeof deckTruthSchema>;

export const deckSpecSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  style: deckStyleSchema,
  slides: z.array(slideSchema).min(2),
  truth: deckTruthSchema,
});
export type DeckSpec = z.infer<typeof deckSpecSchema>;

export const gradeSchema = z.strictObject({
  grade: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  why: text,
});
/** thesis id -> deck id -> grade. */
export const gradesSchema = z.record(z.string(), z.record(z.string(), gradeSchema));
export type Grades = z.infer<typeof gradesSchema>;

export const thesisAnswerSchema = z.strictObject({
  topic: z.enum(THESIS_TOPICS),
  question: text,
  answer: text,
});
export const evalThesisSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  fund: text,
  text,
  answers: z.array(thesisAnswerSchema),
});
export type EvalThesis = z.infer<typeof evalThesisSchema>;
