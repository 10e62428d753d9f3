import { JOBS, type JobPayload } from '@pitchfit/contracts/jobs';
import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { decksLeftWaiting, type WaitingDeck } from '@pitchfit/db/decks/queries';
import type { DeckChangePublisher } from '@pitchfit/decks/lifecycle';
import { requeueLost } from '@pitchfit/decks/requeue';
import { failAbandoned } from '@pitchfit/decks/scoring';
import type { Queues } from '@pitchfit/queue/queues';
import type { Job } from 'bullmq';

export interface ReconcileDeps {
  db: Database;
  queues: Queues;
  /** Pushes a deck marked failed here to the investor's open screens. */
  deckChanges?: DeckChangePublisher;
}

export interface ReconcileOptions {
  /** Decks changed more recently than this are left to the request or job that is handling them. */
  graceMs: number;
  /** Most decks looked at in one pass. */
  batchSize: number;
}

export interface ReconcileOutcome {
  /** Decks waiting longer than the grace period. */
  checked: number;
  /** Whose job was missing, now queued. */
  queued: number;
  /**
   * Whose job had finished before the deck was queued again (a recalculation), or failed for want of
   * the database: queued afresh.
   */
  requeued: number;
  /** Whose job failed for good because its worker died with it every time. */
  failed: number;
}

type Action = 'queue' | 'requeue' | 'fail' | 'none';

/** Job states looked up at once: one Redis script each, pipelined on one connection. */
const STATE_LOOKUPS_AT_ONCE = 100;

/** Job states in which a job will still run. */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

const scoreJobId = (payload: JobPayload<'deck.score'>) => JOBS['deck.score'].jobId(payload);

/**
 * Whether BullMQ failed the job because its lock expired more often than maxStalledCount allows
 * (its worker died with it every time): it stalled, and it failed with attempts left, which only an
 * unrecoverable failure does; our processors throw one only after they have settled the deck.
 */
function stalledTooOften(job: Pick<Job, 'stalledCounter' | 'attemptsMade' | 'opts'>): boolean {
  return job.stalledCounter > 0 && job.attemptsMade < (job.opts.attempts ?? 1);
}

/**
 * What the deck's job for its investor's current thesis version says about it. The deck is `queued`
 * or `processing` and untouched for the grace period; its job id is deterministic, so this finds the
 * one job that should be scoring it.
 */
async function actionFor(queues: Queues, deck: WaitingDeck): Promise<Action> {
  // A deck the fast lane handed to the costly lane waits there: its `deck.score` job is completed.
  const costly = queues[JOBS['deck.scoreCostly'].queue];
  const costlyId = JOBS['deck.scoreCostly'].jobId({ deckId: deck.id, thesisVersion: deck.thesisVersion });
  const costlyState = await costly.getJobState(costlyId);
  if (LIVE_STATES.has(costlyState)) return 'none';
  if (costlyState === 'failed') {
    const costlyJob = await costly.getJob(costlyId);
    if (costlyJob && stalledTooOften(costlyJob) && (costlyJob.finishedOn ?? 0) >= deck.updatedAt.getTime())
      return 'fail';
  }
  const queue = queues[JOBS['deck.score'].queue];
  const jobId = scoreJobId({ deckId: deck.id, thesisVersion: deck.thesisVersion });
  const state = await queue.getJobState(jobId);
  if (state === 'unknown') return 'queue';
  // Only a deck queued again after its job ran (a recalculation whose queueing failed) gets here.
  if (state === 'completed') return 'requeue';
  if (state !== 'failed') return 'none';
  const job = await queue.getJob(jobId);
  // Queued again after its job failed: a recalculation asked to try again.
  if ((job?.finishedOn ?? 0) < deck.updatedAt.getTime()) return 'requeue';
  // Its worker died with it every time (BullMQ gave up after maxStalledCount): a deck that takes
  // workers down must not be tried forever, so it ends failed like any deck out of attempts.
  if (job && stalledTooOften(job)) return 'fail';
  // Its last attempt failed and could not even record that: the database was unreachable (a
  // processor that reaches it marks the deck failed itself). Not the deck's fault: try again.
  return 'requeue';
}

const rescoreJobId = (deck: WaitingDeck) =>
  JOBS['deck.rescoreStale'].jobId({ investorId: deck.investorId, thesisVersion: deck.thesisVersion });

/**
 * Whether the deck's investor has a batch rescoring (`deck.rescoreStale`) at the current version that
 * will still run: the deck awaits that job, which scores it with a chunk, not a `deck.score` of its own.
 */
async function rescoringUnderWay(queues: Queues, waiting: WaitingDeck[]) {
  const ids = [...new Set(waiting.map(rescoreJobId))];
  const queue = queues[JOBS['deck.rescoreStale'].queue];
  const states = await Promise.all(ids.map((id) => queue.getJobState(id)));
  const live = new Set(ids.filter((_, i) => LIVE_STATES.has(states[i] ?? 'unknown')));
  return (deck: WaitingDeck) => live.has(rescoreJobId(deck));
}

async function actionsFor(queues: Queues, waiting: WaitingDeck[]): Promise<Action[]> {
  const awaitsBatch = await rescoringUnderWay(queues, waiting);
  const actions: Action[] = [];
  for (let start = 0; start < waiting.length; start += STATE_LOOKUPS_AT_ONCE) {
    const slice = waiting.slice(start, start + STATE_LOOKUPS_AT_ONCE);
    actions.push(
      ...(await Promise.all(slice.map((deck) => (awaitsBatch(deck) ? 'none' : actionFor(queues, deck))))),
    );
  }
  return actions;
}

/**
 * One pass of the deck reconciler: finds decks left `queued` or `processing` for longer than the grace
 * period with no live `deck.score` job for the current thesis version (nor a live batch rescoring of
 * their investor at that version), and queues one. This heals
 * every way a deck can lose its job: Redis down when the deck was accepted, its thesis changed or a
 * recalculation was asked for; Redis restarted without its data; a job that ran out of attempts
 * while the database was down. A deck whose job failed because its worker died with it every time
 * is marked failed instead. Safe to run from several workers at once: job ids are deterministic
 * (adding one that exists adds nothing), and the processor does nothing for a deck already scored
 * at its version.
 */
export async function reconcileDecks(
  deps: ReconcileDeps,
  options: ReconcileOptions,
): Promise<ReconcileOutcome> {
  const untouchedSince = new Date(Date.now() - options.graceMs);
  const waiting = await decksLeftWaiting(deps.db, untouchedSince, options.batchSize);

  const actions = await actionsFor(deps.queues, waiting);
  const withAction = (wanted: Action) => waiting.filter((_, i) => actions[i] === wanted);
  const toQueue = withAction('queue');
  const toRequeue = withAction('requeue');
  const toFail = withAction('fail');

  await requeueLost(deps.queues, toQueue, toRequeue);
  await failAbandoned(
    deps,
    toFail.map((deck) => deck.id),
    untouchedSince,
    DECK_MESSAGES.scoringFailed,
  );
  return {
    checked: waiting.length,
    queued: toQueue.length,
    requeued: toRequeue.length,
    failed: toFail.length,
  };
}
