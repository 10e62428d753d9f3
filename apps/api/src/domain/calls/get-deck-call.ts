import { CALL_REASONS, type DeckCall } from '@pitchfit/contracts/calls';
import type { FundActor } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import { and, eq } from '@pitchfit/db/orm';
import { deckCalls, decks } from '@pitchfit/db/schema';
import { deckNotFound, isDeckId } from '../decks/get-deck';

/** A stored reason as the API answers it; a code no longer on the short list reads as none. */
export function storedCallReason(row: {
  reasonCode: string | null;
  reasonNote: string | null;
}): DeckCall['reason'] {
  if (!row.reasonCode || !Object.hasOwn(CALL_REASONS, row.reasonCode)) return null;
  return {
    code: row.reasonCode as keyof typeof CALL_REASONS,
    ...(row.reasonNote ? { note: row.reasonNote } : {}),
  };
}

/** Throws NOT_FOUND unless `deckId` is one of the actor's fund's decks (another fund's reads as missing). */
export async function assertFundDeck(db: Database, actor: FundActor, deckId: string): Promise<void> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const [deck] = await db
    .select({ id: decks.id })
    .from(decks)
    .where(and(eq(decks.id, deckId), eq(decks.investorId, actor.fundId)));
  if (!deck) throw deckNotFound();
}

/**
 * The partner's own call on one of their fund's decks, as they last saved it (`call: null` when they
 * have made none). Each member reads only their own: a partner's call is never shown to another.
 */
export async function getDeckCall(
  deps: { db: Database },
  actor: FundActor,
  deckId: string,
): Promise<DeckCall> {
  await assertFundDeck(deps.db, actor, deckId);
  const [row] = await deps.db
    .select({ call: deckCalls.call, reasonCode: deckCalls.reasonCode, reasonNote: deckCalls.reasonNote })
    .from(deckCalls)
    .where(and(eq(deckCalls.deckId, deckId), eq(deckCalls.investorId, actor.memberId)));
  return row
    ? { deck_id: deckId, call: row.call, reason: storedCallReason(row) }
    : { deck_id: deckId, call: null, reason: null };
}
