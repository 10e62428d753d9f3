import { z } from 'zod';

/**
 * The job catalog: every background job by its dotted name, with its queue, payload schema,
 * default options and a deterministic id built from its business key. Producers (apps/api)
 * and processors (apps/worker) are both typed from this object; both parse the payload.
 * Payloads carry ids only: job data sits in Redis in clear text.
 */

export const QUEUES = {
  grading: 'grading',
  decks: 'decks',
  /**
   * Decks too costly for `decks`: those that need OCR, or whose reading or analysis outran the fast
   * lane's budget (`DECK_FAST_READ_MS`). Kept apart so text decks never wait behind them.
   */
  decksCostly: 'decks-costly',
  /** Housekeeping the worker schedules for itself, kept off `decks` so a backlog there never delays it. */
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

interface JobOptions {
  attempts: number;
  backoff?: { type: 'exponential'; delay: number };
  priority?: number;
  removeOnComplete: { age: number; count: number };
  removeOnFail: { age: number };
}

interface JobDefinition<S extends z.ZodType> {
  queue: QueueName;
  payload: S;
  options: JobOptions;
  jobId: (payload: z.infer<S>) => string;
}

const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def;

const DAY_S = 24 * 3600;

export const JOBS = {
  /** Grade one simulator application; the API waits for the result. */
  'application.grade': defineJob({
    queue: QUEUES.grading,
    payload: z.object({ gradingId: z.uuid() }),
    // One quick retry only: a person is waiting on the page.
    options: {
      attempts: 2,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: DAY_S },
    },
    jobId: (p) => `application.grade-${p.gradingId}`,
  }),
  /** Score one deck against its investor's thesis version. */
  'deck.score': defineJob({
    queue: QUEUES.decks,
    payload: z.object({ deckId: z.uuid(), thesisVersion: z.number().int().nonnegative() }),
    options: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: DAY_S, count: 5000 },
      removeOnFail: { age: 7 * DAY_S },
    },
    jobId: (p) => `deck.score-${p.deckId}-v${p.thesisVersion}`,
  }),
  /**
   * Score one deck that `deck.score` found too costly for its lane (OCR, or past the fast budget):
   * the same work with the whole deck deadline and OCR, on a queue of its own.
   */
  'deck.scoreCostly': defineJob({
    queue: QUEUES.decksCostly,
    payload: z.object({ deckId: z.uuid(), thesisVersion: z.number().int().nonnegative() }),
    options: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: DAY_S, count: 5000 },
      removeOnFail: { age: 7 * DAY_S },
    },
    jobId: (p) => `deck.scoreCostly-${p.deckId}-v${p.thesisVersion}`,
  }),
  /** Rescore an investor's stale decks after a thesis change: one job per thesis version, in chunks. */
  'deck.rescoreStale': defineJob({
    queue: QUEUES.decks,
    payload: z.object({ investorId: z.uuid(), thesisVersion: z.number().int().nonnegative() }),
    options: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: DAY_S, count: 1000 },
      removeOnFail: { age: 7 * DAY_S },
    },
    jobId: (p) => `deck.rescoreStale-${p.investorId}-v${p.thesisVersion}`,
  }),
  /**
   * How the investor's decks would move under a thesis being edited (issue 28), matched in the
   * worker from stored extractions; nothing is saved. The API waits for the answer, so it runs on
   * the queue of work a person waits for, and is never retried: the page asks again.
   */
  'thesis.whatIf': defineJob({
    queue: QUEUES.grading,
    payload: z.object({ requestId: z.uuid() }),
    options: {
      attempts: 1,
      removeOnComplete: { age: 60, count: 100 },
      removeOnFail: { age: 3600 },
    },
    jobId: (p) => `thesis.whatIf-${p.requestId}`,
  }),
  /**
   * One pass of the deck reconciler (`DECK_RECONCILE`). Never queued by a producer: each worker
   * declares a BullMQ job scheduler for it, whose id is this job id, so however many workers
   * declare it there is one scheduler and one pass per interval.
   */
  'deck.reconcile': defineJob({
    queue: QUEUES.maintenance,
    payload: z.object({}),
    // A failed pass is not retried: the next one comes an interval later.
    options: {
      attempts: 1,
      removeOnComplete: { age: 3600, count: 100 },
      removeOnFail: { age: DAY_S },
    },
    jobId: () => 'deck.reconcile',
  }),
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

/**
 * Fairness between the senders of decks (issue 27 B7): a deck's `deck.score` priority is the number of
 * decks its sender (a client address, or an investor's own test uploads) sent within `windowMs`, so a
 * sender's first deck runs before the tenth of someone who sends many, and one sender's files cannot
 * starve the others. The count lapses after `windowMs` without a deck; priorities stop at `maxPriority`.
 */
export const DECK_SENDER_FAIRNESS = {
  windowMs: 3_600_000,
  maxPriority: 100_000,
} as const;

/** Higher urgency for a rescore the investor asked for by hand (BullMQ: lower number runs first). */
export const MANUAL_RESCORE_PRIORITY = 1;
export const BACKGROUND_RESCORE_PRIORITY = 10;

/**
 * The worker's deck reconciler (`deck.reconcile`, run by a job scheduler): every `intervalMs` it
 * queues the `deck.score` job of any deck left `queued` or `processing` whose job is missing (Redis
 * was down or lost its data when the deck was accepted or its thesis changed). A deck is touched only once nothing has changed it for `graceMs`,
 * far longer than the milliseconds between a request's commit and its own queueing. One pass looks
 * at no more than `batchSize` decks, oldest first; the next pass takes the rest.
 */
export const DECK_RECONCILE = {
  intervalMs: 30_000,
  graceMs: 30_000,
  batchSize: 500,
} as const;
