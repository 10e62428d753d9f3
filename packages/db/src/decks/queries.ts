import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { decks } from '../schema/decks';
import { investors } from '../schema/investors';
import { awaitsScoreSql } from './staleness';

/** A deck left `queued` or `processing`, with its investor's current thesis version. */
export type WaitingDeck = Awaited<ReturnType<typeof decksLeftWaiting>>[number];

/** Up to `limit` decks `queued` or `processing` and untouched since `untouchedSince`, oldest first. */
export function decksLeftWaiting(db: Database, untouchedSince: Date, limit: number) {
  return db
    .select({
      id: decks.id,
      investorId: decks.investorId,
      scoredThesisVersion: decks.scoredThesisVersion,
      senderKey: decks.senderKey,
      updatedAt: decks.updatedAt,
      thesisVersion: investors.thesisVersion,
    })
    .from(decks)
    .innerJoin(investors, eq(investors.id, decks.investorId))
    .where(and(inArray(decks.status, ['queued', 'processing']), lt(decks.updatedAt, untouchedSince)))
    .orderBy(asc(decks.updatedAt))
    .limit(limit);
}

/** The investor's decks that await a score at `thesisVersion` (`awaitsScore`). */
export function decksAwaitingScore(db: Database, investorId: string, thesisVersion: number) {
  return db
    .select({ id: decks.id })
    .from(decks)
    .where(and(eq(decks.investorId, investorId), awaitsScoreSql(thesisVersion)));
}
