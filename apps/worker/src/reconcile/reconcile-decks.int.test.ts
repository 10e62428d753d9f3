import { Writable } from 'node:stream';
import type { DeckStatus } from '@pitchfit/contracts/deck';
import { BACKGROUND_RESCORE_PRIORITY, JOBS, QUEUES } from '@pitchfit/contracts/jobs';
import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { enqueue, senderKeyOf } from '@pitchfit/queue/queues';
import { insertDeck, insertInvestor } from '@pitchfit/testing/rows';
import { UnrecoverableError, Worker } from 'bullmq';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../deps';
import { workerTestDeps } from '../test-deps';
import { closeWorkers, startWorkers } from '../workers';
import { scheduleDeckReconciler } from './deck-reconciler';
import { reconcileDecks } from './reconcile-decks';

const LONG_AGO = () => new Date(Date.now() - 10 * 60_000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createInvestor(deps: WorkerDeps, thesisVersion: number): Promise<string> {
  return (await insertInvestor(deps.db, { thesisVersion })).id;
}

/** A deck row as intake and the processor leave it; `updatedAt` set explicitly wins over the column's default. */
async function createDeck(
  deps: WorkerDeps,
  investorId: string,
  state: { status: DeckStatus; scoredThesisVersion?: number; updatedAt?: Date; senderKey?: string | null },
): Promise<string> {
  return (await insertDeck(deps.db, investorId, state)).id;
}

const jobIdOf = (deckId: string, thesisVersion: number) =>
  JOBS['deck.score'].jobId({ deckId, thesisVersion });

async function deckRow(deps: WorkerDeps, deckId: string) {
  const [row] = await deps.db.select().from(decks).where(eq(decks.id, deckId));
  return row;
}

/** Runs the given jobs to an end on a throwaway worker: `fail` ones fail for good, the rest complete. */
async function finishJobs(deps: WorkerDeps, outcomes: { complete: string[]; fail: string[] }) {
  const remaining = new Set([...outcomes.complete, ...outcomes.fail]);
  const done = new Promise<void>((resolve) => {
    const worker = new Worker(
      QUEUES.decks,
      async (job) => {
        if (job.id && outcomes.fail.includes(job.id)) throw new UnrecoverableError('made to fail');
      },
      { connection: deps.connection, prefix: deps.env.REDIS_PREFIX },
    );
    const settle = (id: string | undefined) => {
      if (id) remaining.delete(id);
      if (remaining.size === 0) void worker.close().then(resolve);
    };
    worker.on('completed', (job) => settle(job.id));
    worker.on('failed', (job) => settle(job?.id));
  });
  await done;
}

/**
 * Fails a job the way BullMQ fails one whose worker keeps dying with it: a worker takes it and
 * vanishes (closed by force, so its lock is never renewed), and a worker that allows no stalls
 * finds the lock expired. The job must be the only one waiting.
 */
async function stallForGood(deps: WorkerDeps, jobId: string) {
  // Every worker's stalled check claims the queue's check for one interval: keep both short.
  const options = { connection: deps.connection, prefix: deps.env.REDIS_PREFIX, stalledInterval: 200 };
  const vanishing = new Worker(QUEUES.decks, () => new Promise(() => {}), { ...options, lockDuration: 500 });
  await waitForState(deps, jobId, 'active');
  await vanishing.close(true);
  const checker = new Worker(QUEUES.decks, async () => {}, { ...options, maxStalledCount: 0 });
  await waitForState(deps, jobId, 'failed');
  await checker.close();
}

async function waitForState(deps: WorkerDeps, jobId: string, state: string) {
  const deadline = Date.now() + 10_000;
  while ((await deps.queues.decks.getJobState(jobId)) !== state) {
    if (Date.now() > deadline) throw new Error(`job ${jobId} never became ${state}`);
    await pause(20);
  }
}

describe('reconcileDecks', () => {
  let deps: WorkerDeps;
  beforeEach(async () => {
    deps = await workerTestDeps();
  });
  afterEach(() => deps.close());

  it('queues what lost its job, requeues what was asked again or failed for want of the database, fails what kills workers, and leaves the rest', async () => {
    const investorId = await createInvestor(deps, 2);
    const decksQueue = deps.queues.decks;

    // Accepted while Redis was down: queued, never scored, no job.
    const upload = await createDeck(deps, investorId, { status: 'queued', updatedAt: LONG_AGO() });
    // Stale after a thesis change whose fan-out was never queued: an old score, no job.
    const stale = await createDeck(deps, investorId, {
      status: 'queued',
      scoredThesisVersion: 1,
      updatedAt: LONG_AGO(),
    });
    // Being scored by a live worker's job, or waiting its turn: left alone.
    const waiting = await createDeck(deps, investorId, { status: 'queued', updatedAt: LONG_AGO() });
    // Scored and failed decks are settled.
    const scored = await createDeck(deps, investorId, {
      status: 'scored',
      scoredThesisVersion: 2,
      updatedAt: LONG_AGO(),
    });
    const failed = await createDeck(deps, investorId, { status: 'failed', updatedAt: LONG_AGO() });
    // Just accepted: the request that committed it is queueing it right now.
    const fresh = await createDeck(deps, investorId, { status: 'queued' });

    // Its job stalled too often (its worker died with it each time), so it failed and nobody told the deck.
    const killsWorkers = await createDeck(deps, investorId, { status: 'processing', updatedAt: LONG_AGO() });
    await enqueue(deps.queues, 'deck.score', { deckId: killsWorkers, thesisVersion: 2 });
    await stallForGood(deps, jobIdOf(killsWorkers, 2));
    // Its last attempt failed while the database was down, so the deck could not be marked failed.
    const dbDown = await createDeck(deps, investorId, { status: 'processing', updatedAt: LONG_AGO() });
    // Scored, then recalculated while Redis was down: queued again after its job completed.
    const recalculated = await createDeck(deps, investorId, { status: 'scored', scoredThesisVersion: 2 });
    // Failed, then recalculated while Redis was down: queued again after its job failed.
    const retried = await createDeck(deps, investorId, { status: 'processing' });
    for (const deckId of [dbDown, recalculated, retried])
      await enqueue(deps.queues, 'deck.score', { deckId, thesisVersion: 2 });
    await finishJobs(deps, {
      complete: [jobIdOf(recalculated, 2)],
      fail: [jobIdOf(dbDown, 2), jobIdOf(retried, 2)],
    });
    await pause(5);
    for (const deckId of [recalculated, retried])
      await deps.db.update(decks).set({ status: 'queued' }).where(eq(decks.id, deckId));
    await enqueue(deps.queues, 'deck.score', { deckId: waiting, thesisVersion: 2 });
    await pause(5);

    // With no grace at all `fresh` is taken too; the grace period has its own test below.
    expect(await reconcileDecks(deps, { graceMs: 0, batchSize: 100 })).toEqual({
      checked: 8,
      queued: 3,
      requeued: 3,
      failed: 1,
    });

    const state = (deckId: string) => decksQueue.getJobState(jobIdOf(deckId, 2));
    expect(await state(upload)).toBe('waiting');
    expect(await state(fresh)).toBe('waiting');
    expect(await state(stale)).toBe('prioritized');
    expect((await decksQueue.getJob(jobIdOf(stale, 2)))?.opts.priority).toBe(BACKGROUND_RESCORE_PRIORITY);
    expect(await state(waiting)).toBe('waiting');
    expect(await state(recalculated)).toBe('prioritized');
    expect(await state(retried)).toBe('waiting');
    expect(await state(dbDown)).toBe('waiting');
    expect(await state(scored)).toBe('unknown');
    expect(await state(failed)).toBe('unknown');
    expect(await deckRow(deps, killsWorkers)).toMatchObject({
      status: 'failed',
      failureReason: DECK_MESSAGES.scoringFailed,
    });
    expect((await deckRow(deps, retried))?.status).toBe('queued');

    // Idempotent: a second pass (another worker's, or the next) finds every job in place.
    expect(await reconcileDecks(deps, { graceMs: 0, batchSize: 100 })).toEqual({
      checked: 7,
      queued: 0,
      requeued: 0,
      failed: 0,
    });
    expect(await decksQueue.getJobCounts('waiting', 'prioritized')).toEqual({ waiting: 5, prioritized: 2 });
  });

  it("leaves stale decks to their investor's batch rescoring while it will still run, and queues them once it is gone", async () => {
    const batched = await createInvestor(deps, 3);
    const unbatched = await createInvestor(deps, 3);
    const stale = { status: 'queued' as const, scoredThesisVersion: 2, updatedAt: LONG_AGO() };
    const awaitingBatch = await createDeck(deps, batched, stale);
    const lostItsBatch = await createDeck(deps, unbatched, stale);
    // The batch of the current version waits its turn; a batch of an older version does not count.
    await enqueue(deps.queues, 'deck.rescoreStale', { investorId: batched, thesisVersion: 3 });
    await enqueue(deps.queues, 'deck.rescoreStale', { investorId: unbatched, thesisVersion: 2 });

    expect(await reconcileDecks(deps, { graceMs: 0, batchSize: 100 })).toMatchObject({
      checked: 2,
      queued: 1,
    });
    expect(await deps.queues.decks.getJobState(jobIdOf(awaitingBatch, 3))).toBe('unknown');
    expect(await deps.queues.decks.getJobState(jobIdOf(lostItsBatch, 3))).toBe('prioritized');

    await deps.queues.decks.remove(
      JOBS['deck.rescoreStale'].jobId({ investorId: batched, thesisVersion: 3 }),
    );
    expect(await reconcileDecks(deps, { graceMs: 0, batchSize: 100 })).toMatchObject({ queued: 1 });
    expect(await deps.queues.decks.getJobState(jobIdOf(awaitingBatch, 3))).toBe('prioritized');
  });

  it('leaves decks changed within the grace period, and takes the oldest first in batches', async () => {
    const investorId = await createInvestor(deps, 0);
    const old = await createDeck(deps, investorId, { status: 'queued', updatedAt: LONG_AGO() });
    const older = await createDeck(deps, investorId, {
      status: 'queued',
      updatedAt: new Date(Date.now() - 20 * 60_000),
    });
    const fresh = await createDeck(deps, investorId, { status: 'queued' });

    expect(await reconcileDecks(deps, { graceMs: 60_000, batchSize: 1 })).toMatchObject({ queued: 1 });
    const state = (deckId: string) => deps.queues.decks.getJobState(jobIdOf(deckId, 0));
    expect([await state(older), await state(old)]).toEqual(['waiting', 'unknown']);

    expect(await reconcileDecks(deps, { graceMs: 60_000, batchSize: 10 })).toMatchObject({
      checked: 2,
      queued: 1,
    });
    expect([await state(old), await state(fresh)]).toEqual(['waiting', 'unknown']);
  });

  it('queues a deck that lost its job at its sender’s place, as intake does (issue 27, B7)', async () => {
    const investorId = await createInvestor(deps, 0);
    const flooder = senderKeyOf(`203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`);
    const founder = senderKeyOf(`198.51.100.7-${Date.now()}`);
    const waiting = (senderKey: string | null, minutesAgo: number) =>
      createDeck(deps, investorId, {
        status: 'queued',
        senderKey,
        updatedAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    // Redis lost the jobs of four decks of one sender and then one of another's, sent after them.
    const flooded = [await waiting(flooder, 20), await waiting(flooder, 19), await waiting(flooder, 18)];
    flooded.push(await waiting(flooder, 17));
    const foundersDeck = await waiting(founder, 16);

    expect(await reconcileDecks(deps, { graceMs: 60_000, batchSize: 10 })).toMatchObject({ queued: 5 });
    const priority = async (deckId: string) => (await deps.queues.decks.getJob(jobIdOf(deckId, 0)))?.priority;
    const flooderPriorities = await Promise.all(flooded.map(priority));
    const founderPriority = await priority(foundersDeck);
    console.log(
      `[reconcile] requeued: the busy sender's decks at priorities ${flooderPriorities.join(', ')}; the other sender's at ${founderPriority}`,
    );
    expect(flooderPriorities).toEqual([1, 2, 3, 4]);
    // BullMQ runs lower priorities first: the founder's deck goes ahead of the busy sender's backlog.
    expect(founderPriority).toBe(1);
  });
});

/** A worker process as far as the reconciler goes: its schedule declared, its maintenance queue worked. */
function startReconciling(deps: WorkerDeps) {
  const schedule = scheduleDeckReconciler(deps);
  const workers = startWorkers(deps, [QUEUES.maintenance]);
  return {
    stop: async () => {
      schedule.stop();
      await closeWorkers(workers);
    },
  };
}

describe('scheduleDeckReconciler', () => {
  it('runs a pass when the worker starts; of two workers started together only one runs it', async () => {
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const deps = await workerTestDeps({ RECONCILE_GRACE_MS: '0' }, pino({ level: 'debug' }, capture));
    try {
      const investorId = await createInvestor(deps, 0);
      const deckId = await createDeck(deps, investorId, { status: 'queued', updatedAt: LONG_AGO() });
      const reconcilers = [startReconciling(deps), startReconciling(deps)];
      const deadline = Date.now() + 10_000;
      while ((await deps.queues.decks.getJobState(jobIdOf(deckId, 0))) === 'unknown') {
        if (Date.now() > deadline) throw new Error('the reconciler did not queue the deck');
        await pause(50);
      }
      await Promise.all(reconcilers.map((reconciler) => reconciler.stop()));
      const passes = lines.filter((line) => line.includes('reconciled decks'));
      expect(passes).toHaveLength(1);
      expect(JSON.parse(passes[0] ?? '{}')).toMatchObject({ checked: 1, queued: 1 });
    } finally {
      await deps.close();
    }
  });
});
