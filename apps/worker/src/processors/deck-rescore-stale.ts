import { BACKGROUND_RESCORE_PRIORITY } from '@pitchfit/contracts/jobs';
import { decksAwaitingScore } from '@pitchfit/db/decks/queries';
import { eq } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';
import { enqueueBulk } from '@pitchfit/queue/queues';
import type { Processor } from './types';

/** Jobs per Redis round trip: large enough that 500 decks take a few trips, small enough to keep each short. */
const FAN_OUT_BATCH = 250;

/**
 * Fans out one `deck.score` job per deck of the investor that lacks a score for the current thesis
 * version, at background priority so uploads and manual recalculations go first. Job ids are
 * deterministic, so running this twice (a retry, a repeated thesis change) queues nothing twice. A
 * fan-out for an outdated version does nothing: the newer change queued its own.
 */
export const rescoreStaleProcessor: Processor<'deck.rescoreStale'> = async (
  { investorId, thesisVersion },
  _job,
  deps,
) => {
  const [investor] = await deps.db
    .select({ thesisVersion: investors.thesisVersion })
    .from(investors)
    .where(eq(investors.id, investorId));
  if (!investor) return { investorId, skipped: 'investor-deleted' };
  if (thesisVersion < investor.thesisVersion) return { investorId, skipped: 'outdated-job' };

  const current = investor.thesisVersion;
  const pending = await decksAwaitingScore(deps.db, investorId, current);
  for (let start = 0; start < pending.length; start += FAN_OUT_BATCH) {
    const batch = pending.slice(start, start + FAN_OUT_BATCH);
    await enqueueBulk(
      deps.queues,
      'deck.score',
      batch.map(({ id }) => ({ deckId: id, thesisVersion: current })),
      { priority: BACKGROUND_RESCORE_PRIORITY },
    );
  }
  return { investorId, thesisVersion: current, queued: pending.length };
};
