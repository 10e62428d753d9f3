import type { DeckStatus } from '@pitchfit/contracts/deck';
import { MESSAGES } from '@pitchfit/contracts/messages';
import type { DeckDeps } from '@pitchfit/decks/lifecycle';
import { requeue } from '@pitchfit/decks/requeue';
import { deckNotFound, isDeckId } from './get-deck';

export interface RecalculateAnswer {
  message: string;
  status: DeckStatus;
}

/**
 * A high-priority rescore of one of the investor's decks at their current thesis version (`requeue`),
 * answered at once.
 */
export async function recalculateDeck(
  deps: DeckDeps,
  investorId: string,
  deckId: string,
): Promise<RecalculateAnswer> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const deck = await requeue(deps, investorId, deckId);
  if (!deck) throw deckNotFound();
  return { message: MESSAGES.recalcReceived, status: deck.status };
}
