import type { DeckStatus } from '@pitchfit/contracts/deck';
import type { DeckChange } from '@pitchfit/contracts/deck-events';
import { JOBS, MANUAL_RESCORE_PRIORITY } from '@pitchfit/contracts/jobs';
import { MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { queueForRecalculation } from '@pitchfit/db/decks/transitions';
import { enqueue, type Queues } from '@pitchfit/queue/queues';
import type { Logger } from 'pino';
import { deckNotFound, isDeckId } from './get-deck';

export interface RecalculateDeps {
  db: Database;
  queues: Queues;
  logger: Pick<Logger, 'warn'>;
  deckChanges: { publish: (change: DeckChange) => Promise<void> };
}

export interface RecalculateAnswer {
  message: string;
  status: DeckStatus;
}

/**
 * Queues a high-priority rescore of one of the investor's decks at their current thesis version and
 * answers at once. The deck is marked `queued` first (a failed deck gets another chance; a scored one
 * is recomputed), then its one deterministic job for that version is moved up if it is still
 * waiting, or queued afresh if it already ran.
 */
export async function recalculateDeck(
  deps: RecalculateDeps,
  investorId: string,
  deckId: string,
): Promise<RecalculateAnswer> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const deck = await queueForRecalculation(deps.db, investorId, deckId);
  if (!deck) throw deckNotFound();
  await deps.deckChanges.publish({ investorId, deckId });

  // The deck is marked `queued` already: if Redis fails now, the worker's reconciler queues it later.
  await queueManualRescore(deps.queues, { deckId, thesisVersion: deck.thesisVersion }).catch((err: unknown) =>
    deps.logger.warn({ err, deckId }, 'recalculation saved but not queued; the reconciler will queue it'),
  );
  return { message: MESSAGES.recalcReceived, status: deck.status };
}

async function queueManualRescore(queues: Queues, payload: { deckId: string; thesisVersion: number }) {
  const jobId = JOBS['deck.score'].jobId(payload);
  const existing = await queues[JOBS['deck.score'].queue].getJob(jobId);
  const state = existing ? await existing.getState() : 'missing';
  if (existing && state === 'prioritized' && (existing.opts.priority ?? 0) > MANUAL_RESCORE_PRIORITY) {
    await existing.changePriority({ priority: MANUAL_RESCORE_PRIORITY });
    return;
  }
  if (existing && state === 'delayed') {
    // Waiting out a retry backoff: the investor asked now, so try now.
    await existing.promote();
    return;
  }
  // Already running, or waiting ahead of every prioritized job: nothing to move.
  if (existing && (state === 'active' || state === 'waiting' || state === 'prioritized')) return;
  // Finished (or never queued): a finished job keeps its id, so remove it before queueing again.
  if (existing) await existing.remove();
  await enqueue(queues, 'deck.score', payload, { priority: MANUAL_RESCORE_PRIORITY });
}
