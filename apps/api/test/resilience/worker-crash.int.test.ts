import { waitFor } from '@pitchfit/testing/wait';
import type { WorkerProcess } from '@pitchfit/testing/worker-process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, type TestInvestor } from '../decks/helpers';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  countByStatus,
  installScoreWriteAudit,
  scoreWrites,
  startWorker,
  untilEveryDeckScored,
  uploadDecks,
} from './helpers';

const BATCH = 50;

describe('a worker process that dies or is stopped mid-batch', () => {
  let t: TestApp;
  let vc: TestInvestor;
  const workers: WorkerProcess[] = [];
  const worker = (options: { supervised?: boolean } = {}) => {
    const started = startWorker(t, {}, options);
    workers.push(started);
    return started;
  };
  const scored = async (ids: string[]) => (await countByStatus(t, ids)).scored ?? 0;

  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    vc = await createInvestor(t);
    await installScoreWriteAudit(t);
  });
  // Each test's workers end with it, so the next test's batch meets only its own.
  afterEach(async () => {
    for (const started of workers.splice(0)) await started.close();
  });
  afterAll(() => t.close());

  it('kill -9 while a batch of 50 is scored, then a restart: every deck ends scored, each written once', async () => {
    const ids = await uploadDecks(t, vc, BATCH, 'crash');
    const first = worker();
    await first.ready;
    await waitFor(async () => (await scored(ids)) >= 5, 'the first decks to be scored', 30_000);
    first.kill('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });

    // Killed mid-batch and mid-job: decks still waiting, and jobs still locked by the dead process.
    expect(await scored(ids)).toBeLessThan(BATCH);
    const orphaned = await t.deps.queues.decks.getJobs(['active']);
    expect(orphaned.length).toBeGreaterThan(0);

    const next = worker();
    await untilEveryDeckScored(t, ids, 45_000, next);
    const writes = await scoreWrites(t);
    expect(ids.filter((id) => writes.get(id) !== 1)).toEqual([]);
    // The dead worker's jobs were found stalled and run again by the new one.
    for (const { id } of orphaned) {
      const job = id ? await t.deps.queues.decks.getJob(id) : undefined;
      expect(await job?.getState()).toBe('completed');
      expect(job?.stalledCounter).toBeGreaterThan(0);
    }
  });

  // A deploy's SIGTERM, and `pnpm start`'s supervisor dying (its IPC channel closes, even on SIGKILL).
  const stops = [
    { how: 'SIGTERM', supervised: false, stop: (started: WorkerProcess) => started.kill('SIGTERM') },
    {
      how: 'losing its supervisor',
      supervised: true,
      stop: (started: WorkerProcess) => started.loseSupervisor(),
    },
  ];
  it.each(stops)(
    '$how mid-batch finishes the jobs in hand and exits; a new worker scores the rest, each once',
    async ({ how, supervised, stop }) => {
      const ids = await uploadDecks(t, vc, BATCH, `drain-${how.replace(/\W+/g, '-')}`);
      const first = worker({ supervised });
      await first.ready;
      await waitFor(async () => (await scored(ids)) >= 5, 'the first decks to be scored', 30_000);
      stop(first);
      expect(await first.exited).toEqual({ code: 0, signal: null });

      // Nothing left half-done: no job locked by the stopped process, no deck shown as being scored.
      expect(await t.deps.queues.decks.getJobCounts('active')).toEqual({ active: 0 });
      const stopped = await countByStatus(t, ids);
      expect(stopped.processing ?? 0).toBe(0);
      expect(stopped.scored).toBeLessThan(BATCH);

      const next = worker();
      await untilEveryDeckScored(t, ids, 45_000, next);
      const writes = await scoreWrites(t);
      expect(ids.filter((id) => writes.get(id) !== 1)).toEqual([]);
    },
  );
});
