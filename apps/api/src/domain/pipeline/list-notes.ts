import type { FundActor } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import { readDeckNotes } from './deck-notes';
import { requireFundDeck } from './fund-deck';

/** Every member's notes on one of the fund's decks, oldest first. */
export async function listNotes(deps: { db: Database }, actor: FundActor, deckId: string) {
  const deck = await requireFundDeck(deps.db, actor, deckId);
  return { deck_id: deck.id, notes: await readDeckNotes(deps.db, actor, deck.id) };
}
