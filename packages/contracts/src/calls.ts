import { z } from 'zod';

/**
 * The investor's own calls on decks (issue 28): "Meet" or "Pass", with an optional reason from a
 * short list plus free text. Nothing is changed automatically by a call: the dashboard only shows how
 * often Pitchfit's order agrees with them.
 */
export const DECK_CALLS = ['meet', 'pass'] as const;
export const CALL_REASONS = {
  team: 'Team',
  market: 'Market',
  traction: 'Traction',
  'thesis-fit': 'Fit with my thesis',
  stage: 'Stage',
  valuation: 'Valuation or terms',
  other: 'Other',
} as const;
export const CALL_NOTE_MAX = 280;
/** How many of the biggest disagreements the agreement answer lists. */
export const DISAGREEMENTS_SHOWN = 5;

export const callReasonSchema = z.object({
  code: z.enum(Object.keys(CALL_REASONS) as [keyof typeof CALL_REASONS, ...Array<keyof typeof CALL_REASONS>]),
  note: z.string().trim().max(CALL_NOTE_MAX, `At most ${CALL_NOTE_MAX} characters.`).optional(),
});

/** PUT /api/decks/{id}/call/ body: a call, or no `call` to withdraw it. */
export const deckCallRequestSchema = z.object({
  call: z.enum(DECK_CALLS).optional(),
  reason: callReasonSchema.optional(),
});
export type DeckCallRequest = z.infer<typeof deckCallRequestSchema>;

/**
 * A partner's own call on a deck, as saved: the answer of PUT and GET /api/decks/{id}/call/. `call`
 * is null when they have made none (or withdrew it).
 */
export const deckCallSchema = z.object({
  deck_id: z.string(),
  call: z.enum(DECK_CALLS).nullable(),
  reason: callReasonSchema.nullable(),
});
export type DeckCall = z.infer<typeof deckCallSchema>;

const calledDeckSchema = z.object({
  deck_id: z.string(),
  name: z.string(),
  match_score: z.number(),
  reason: callReasonSchema.nullable(),
});

/** GET /api/calls/agreement/: of the (meet, pass) pairs, how many Pitchfit scores in the investor's order. */
export const callAgreementSchema = z.object({
  pairs: z.number().int().nonnegative(),
  pairs_ordered_right: z.number().int().nonnegative(),
  agreement: z.number().min(0).max(1).nullable().describe('pairs_ordered_right / pairs; null with no pair.'),
  disagreements: z
    .array(z.object({ meet: calledDeckSchema, pass: calledDeckSchema, gap: z.number() }))
    .describe('Pairs Pitchfit scores the other way round, the widest score gap first.'),
});
export type CallAgreement = z.infer<typeof callAgreementSchema>;
