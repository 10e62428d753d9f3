import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Transaction } from '@pitchfit/db/client';
import { and, eq, notInArray, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { enqueue } from '@pitchfit/queue/queues';
import { announceThenQueue, type DeckDeps } from './lifecycle';

/** The investor's thesis as it stands, locked for the change. */
export interface ThesisNow {
  thesis: string | null;
  thesisVersion: number;
  /** The version the change is written at, if it happens. */
  nextVersion: number;
}

export interface ThesisChange {
  /** False when the change turned out to change nothing (the same text or answers again). */
  changed: boolean;
  thesisVersion: number;
  /** Decks that will be rescored for the new version. */
  decksQueued: number;
}

/** Deck ids per published message: 1,000 uuids make a 40 kB message. */
const ANNOUNCE_SLICE = 1_000;

/**
 * Something a deck is matched against changed: the thesis text, the answers to its follow-up
 * questions, or the corrections of its reading. In one transaction, with the investor's row locked
 * (a concurrent change, or an intake reading the version, waits): `record` writes the change at
 * `nextVersion` and answers what it sets on the investor (the new `thesis`, or nothing), or null
 * when nothing changed. The version then goes up, making every score stale, and each deck that can
 * be scored is `queued` again, keeping its old score visible until the new one lands (failed decks
 * wait for a manual recalculation, withdrawn ones are never read again).
 *
 * Once committed, every deck of the investor is announced (each open screen shows "(Stale Scores)" at
 * once, not when the worker reaches the deck), then the fan-out `deck.rescoreStale` is queued. Its id
 * is deterministic, so it is queued even when nothing changed: harmless, and it heals a fan-out whose
 * queueing failed.
 */
export async function thesisChanged(
  deps: DeckDeps,
  investorId: string,
  record: (tx: Transaction, now: ThesisNow) => Promise<{ thesis?: string } | null>,
): Promise<ThesisChange> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [investor] = await tx
      .select({ thesis: investors.thesis, thesisVersion: investors.thesisVersion })
      .from(investors)
      .where(eq(investors.id, investorId))
      .for('update');
    if (!investor) throw new DomainError('NOT_FOUND', AUTH_MESSAGES.investorNotFound);
    const change = await record(tx, { ...investor, nextVersion: investor.thesisVersion + 1 });
    if (!change) return { changed: false, thesisVersion: investor.thesisVersion, decksQueued: 0 };
    await tx
      .update(investors)
      .set({ thesisVersion: sql`${investors.thesisVersion} + 1`, ...change })
      .where(eq(investors.id, investorId));
    const queued = await tx
      .update(decks)
      .set({ status: 'queued' })
      .where(and(eq(decks.investorId, investorId), notInArray(decks.status, ['failed', 'withdrawn'])))
      .returning({ id: decks.id });
    return { changed: true, thesisVersion: investor.thesisVersion + 1, decksQueued: queued.length };
  });

  const rows = outcome.changed
    ? await deps.db.select({ id: decks.id }).from(decks).where(eq(decks.investorId, investorId))
    : [];
  // One message per slice, not one per deck: an investor may hold thousands.
  const announcements = [];
  for (let start = 0; start < rows.length; start += ANNOUNCE_SLICE)
    announcements.push({
      investorId,
      deckIds: rows.slice(start, start + ANNOUNCE_SLICE).map(({ id }) => id),
    });
  await announceThenQueue(
    deps,
    announcements,
    () => enqueue(deps.queues, 'deck.rescoreStale', { investorId, thesisVersion: outcome.thesisVersion }),
    { investorId, thesisVersion: outcome.thesisVersion },
  );
  return outcome;
}
