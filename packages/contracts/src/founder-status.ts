import { z } from 'zod';
import type { DeckStatus } from './deck';
import type { DeckStage } from './fund';

/**
 * What a founder sees through their private status link (issue 29): three states and nothing of the
 * fund's workings (no score, note, vote or stage name), plus `withdrawn` once they took the deck back.
 */
export const FOUNDER_STATES = ['received', 'under_review', 'decision', 'withdrawn'] as const;
export type FounderState = (typeof FOUNDER_STATES)[number];
export const FOUNDER_STATE_LABELS: Record<FounderState, string> = {
  received: 'Received',
  under_review: 'Under review',
  decision: 'Decision',
  withdrawn: 'Withdrawn',
};

/** The path of a status link; the token is its only secret, so the link is never listed anywhere. */
export const founderStatusPath = (token: string): string => `/pitch/status/${token}`;

/**
 * The founder's state from the deck's status and the fund's stage. A decision (invested or passed)
 * shows whatever the scoring's state; a deck still being read is received; a read deck anywhere else in
 * the pipeline is under review. A deck the reader could not read waits for the fund, so it is received.
 */
export function founderStateOf(deck: { status: DeckStatus; stage: DeckStage }): FounderState {
  if (deck.status === 'withdrawn') return 'withdrawn';
  if (deck.stage === 'invested' || deck.stage === 'passed') return 'decision';
  if (deck.status === 'scored') return 'under_review';
  return 'received';
}

export const founderStatusTokenSchema = z.object({ token: z.string().min(1).max(256) });

export const founderStatusSchema = z.object({
  state: z.enum(FOUNDER_STATES),
  /** The fund's public username, as on the pitch page the deck was sent from. */
  recipient: z.string(),
  file_name: z.string(),
  /** 1 for the first deck, 2 for the version sent after it, and so on. */
  version: z.number().int().positive(),
  submitted_at: z.string(),
  /** Only on a pass, and only when the fund chose to share a reason with the founder. */
  founder_message: z.string().nullable(),
  /**
   * A newer version follows this deck, sent through the pitch page (it has a status link of its own):
   * this link no longer sends versions.
   */
  newer_version_sent: z.boolean(),
});
export type FounderStatus = z.infer<typeof founderStatusSchema>;
