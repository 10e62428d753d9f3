import type { FundActor } from '@pitchfit/contracts/fund';
import type { Database, Transaction } from '@pitchfit/db/client';
import { and, eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { deckNotFound, isDeckId } from '../decks/get-deck';

/**
 * One of the actor's fund's decks, locked for the rest of the transaction when `forUpdate`. Another
 * fund's deck answers NOT_FOUND exactly as a missing one does.
 */
export async function requireFundDeck(
  db: Database | Transaction,
  actor: FundActor,
  deckId: string,
  { forUpdate = false } = {},
) {
  if (!isDeckId(deckId)) throw deckNotFound();
  const query = db
    .select({ id: decks.id, stage: decks.stage })
    .from(decks)
    .where(and(eq(decks.id, deckId), eq(decks.investorId, actor.fundId)));
  const [deck] = forUpdate ? await query.for('update') : await query;
  if (!deck) throw deckNotFound();
  return deck;
}
