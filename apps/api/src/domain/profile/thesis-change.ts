import type { DeckChange } from '@pitchfit/contracts/deck-events';
import type { Database, Transaction } from '@pitchfit/db/client';
import { queueForNewThesis } from '@pitchfit/db/decks/transitions';
import { eq, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { enqueue, type Queues } from '@pitchfit/queue/queues';
import type { Logger } from 'pino';

export interface ThesisChange {
  thesisVersion: number;
  /** Decks that will be rescored for the new version. */
  decksQueued: number;
}

/**
 * Records a thesis change inside the caller's transaction: the version goes up (making every score
 * stale) and each deck that can be scored is marked `queued` again, keeping its old score visible
 * until the new one lands. Failed decks wait for a manual recalculation instead.
 */
export async function bumpThesisVersion(
  tx: Transaction,
  investorId: string,
  thesis?: string,
): Promise<ThesisChange> {
  const [investor] = await tx
    .update(investors)
    .set({ thesisVersion: sql`${investors.thesisVersion} + 1`, ...(thesis === undefined ? {} : { thesis }) })
    .where(eq(investors.id, investorId))
    .returning({ thesisVersion: investors.thesisVersion });
  if (!investor) throw new Error(`Investor ${investorId} vanished during a thesis change`);
  return { thesisVersion: investor.thesisVersion, decksQueued: await queueForNewThesis(tx, investorId) };
}

/**
 * Queues the fan-out that rescores the investor's decks for `thesisVersion`. Its job id is
 * deterministic, so calling this again for the same version is harmless. The thesis change is
 * already committed, so a Redis failure here only delays the rescoring: the decks it marked `queued`
 * are queued one by one by the worker's reconciler.
 */
export async function queueRescoring(
  deps: { queues: Queues; logger: Pick<Logger, 'warn'> },
  investorId: string,
  thesisVersion: number,
): Promise<void> {
  await enqueue(deps.queues, 'deck.rescoreStale', { investorId, thesisVersion }).catch((err: unknown) =>
    deps.logger.warn(
      { err, investorId, thesisVersion },
      'thesis changed but rescoring not queued; the reconciler will queue its decks',
    ),
  );
}

/** Deck ids per published message: 1,000 uuids make a 40 kB message. */
const ANNOUNCE_SLICE = 1_000;

/**
 * Tells the investor's open screens that every deck's score went stale with the new thesis version,
 * through the same deck stream the worker feeds: each stream reads the deck afresh and shows
 * "(Stale Scores)" at once, not when the worker reaches that deck. Best effort, like every publish:
 * a screen that misses it still sees the stale state on its next read.
 */
export async function announceThesisChange(
  deps: { db: Database; deckChanges: { publish: (change: DeckChange) => Promise<void> } },
  investorId: string,
): Promise<void> {
  const rows = await deps.db.select({ id: decks.id }).from(decks).where(eq(decks.investorId, investorId));
  // One message per slice, not one per deck: an investor may hold thousands.
  for (let start = 0; start < rows.length; start += ANNOUNCE_SLICE) {
    const deckIds = rows.slice(start, start + ANNOUNCE_SLICE).map(({ id }) => id);
    await deps.deckChanges.publish({ investorId, deckIds });
  }
}
