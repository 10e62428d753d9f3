import type { DeckCallRequest } from '@pitchfit/contracts/calls';
import type { FundActor } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import { and, eq } from '@pitchfit/db/orm';
import { deckCalls } from '@pitchfit/db/schema';
import { assertFundDeck } from './get-deck-call';

/**
 * Records the partner's own call on one of their fund's decks, or withdraws it (no `call`); each
 * member of a fund has their own. Another fund's deck answers NOT_FOUND, as a missing one does. A call
 * changes no score: Pitchfit only compares.
 */
export async function setDeckCall(
  deps: { db: Database },
  actor: FundActor,
  deckId: string,
  body: DeckCallRequest,
) {
  await assertFundDeck(deps.db, actor, deckId);
  const investorId = actor.memberId;
  if (!body.call) {
    await deps.db
      .delete(deckCalls)
      .where(and(eq(deckCalls.deckId, deckId), eq(deckCalls.investorId, investorId)));
    return { deck_id: deckId, call: null, reason: null };
  }
  const values = {
    call: body.call,
    reasonCode: body.reason?.code ?? null,
    reasonNote: body.reason?.note ?? null,
  };
  await deps.db
    .insert(deckCalls)
    .values({ deckId, investorId, ...values })
    .onConflictDoUpdate({
      target: [deckCalls.deckId, deckCalls.investorId],
      set: { ...values, updatedAt: new Date() },
    });
  return { deck_id: deckId, call: body.call, reason: body.reason ?? null };
}
