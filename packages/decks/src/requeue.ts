import type { DeckStatus } from '@pitchfit/contracts/deck';
import {
  BACKGROUND_RESCORE_PRIORITY,
  JOBS,
  type JobPayload,
  MANUAL_RESCORE_PRIORITY,
} from '@pitchfit/contracts/jobs';
import type { WaitingDeck } from '@pitchfit/db/decks/queries';
import { and, eq, ne, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { enqueue, enqueueBulk, type Queues } from '@pitchfit/queue/queues';
import { announceThenQueue, type DeckDeps } from './lifecycle';

/**
 * The investor asks for one deck to be scored again, now: it is `queued` at their current thesis
 * version (a failed deck gets another chance; a scored one is recomputed; one being scored right now
 * stays `processing`, as that job computes the answer asked for), announced, and its one job for that
 * version moved ahead of bulk work (`queueManualRescore`). Answers its status, or undefined when the
 * investor has no such deck, or only its tombstone (withdrawn: nothing is left to read).
 */
export async function requeue(
  deps: DeckDeps,
  investorId: string,
  deckId: string,
): Promise<{ status: DeckStatus } | undefined> {
  const [deck] = await deps.db
    .update(decks)
    .set({
      status: sql`case when ${decks.status} = 'processing' then ${decks.status} else 'queued' end`,
      failureReason: null,
    })
    .where(and(eq(decks.id, deckId), eq(decks.investorId, investorId), ne(decks.status, 'withdrawn')))
    .returning({
      status: decks.status,
      thesisVersion: sql<number>`(select ${investors.thesisVersion} from ${investors} where ${investors.id} = ${decks.investorId})`,
    });
  if (!deck) return undefined;
  await announceThenQueue(
    deps,
    [{ investorId, deckId }],
    () => queueManualRescore(deps.queues, { deckId, thesisVersion: deck.thesisVersion }),
    { deckId },
  );
  return { status: deck.status };
}

/**
 * The deck's one deterministic job for the version, moved up if it is waiting behind bulk work,
 * promoted out of a retry backoff, or queued afresh if it already ran.
 */
async function queueManualRescore(queues: Queues, payload: JobPayload<'deck.score'>): Promise<void> {
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

/**
 * The reconciler's repair: queues a job for each deck left waiting without one (`lost`), and again for
 * each whose job finished before the deck was queued again (`finished`: its job is removed first, as
 * a finished job keeps its id). Uploads (never scored) run first, as intake queues them, each at its
 * sender's place (the key intake stored on the deck), so decks that lost their jobs are as fair
 * between senders as on the way in; rescores wait behind, as a fan-out queues them.
 */
export async function requeueLost(
  queues: Queues,
  lost: WaitingDeck[],
  finished: WaitingDeck[],
): Promise<void> {
  const payload = (deck: WaitingDeck) => ({ deckId: deck.id, thesisVersion: deck.thesisVersion });
  for (const deck of finished)
    await queues[JOBS['deck.score'].queue].remove(JOBS['deck.score'].jobId(payload(deck)));
  const pending = [...lost, ...finished];
  const uploads = pending.filter((deck) => deck.scoredThesisVersion === null);
  for (const deck of uploads)
    if (deck.senderKey !== null)
      await enqueue(queues, 'deck.score', payload(deck), { senderKey: deck.senderKey });
  await enqueueBulk(queues, 'deck.score', uploads.filter((deck) => deck.senderKey === null).map(payload));
  await enqueueBulk(
    queues,
    'deck.score',
    pending.filter((deck) => deck.scoredThesisVersion !== null).map(payload),
    { priority: BACKGROUND_RESCORE_PRIORITY },
  );
}
