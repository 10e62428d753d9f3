import { QUEUES } from '@pitchfit/contracts/jobs';
import { inArray } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { enqueue } from '@pitchfit/queue/queues';
import { textPdf } from '@pitchfit/testing/pdf';
import { insertDeck, insertInvestor } from '@pitchfit/testing/rows';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkerDeps } from '../deps';
import { workerTestDeps } from '../test-deps';
import { startWorkers, warmParserThreadCount } from '../workers';

/** Threads the process starts through the shared start (parser threads, here), and those that ended. */
const threads = vi.hoisted(() => ({ started: 0, ended: 0 }));
vi.mock('@pitchfit/scoring/module-thread', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@pitchfit/scoring/module-thread')>();
  return {
    ...actual,
    startModuleThread: (...args: Parameters<typeof actual.startModuleThread>) => {
      threads.started += 1;
      const thread = actual.startModuleThread(...args);
      thread.once('exit', () => {
        threads.ended += 1;
      });
      return thread;
    },
  };
});

/**
 * Issue 30: a worker kept one warm parser thread, so whenever its deck slots read at once, each
 * further deck started a cold thread (pdfjs and the analysis loaded again) and threw it away after.
 * Here a worker's deck lane takes a queue of decks, its slots reading side by side: however many
 * decks, it starts no more parser threads than it has slots, and ends none of them.
 */
const DECKS = 12;
// Long enough that the slots' reads overlap on every run, not by luck of timing.
const PAGES = 30;

describe('warm parser threads', () => {
  let deps: WorkerDeps;
  let workers: Worker[] = [];

  beforeAll(async () => {
    deps = await workerTestDeps({
      DECK_OCR: 'false',
      // Threads here load pdfjs and the analysis through tsx: on a busy machine a deck must not
      // outrun the fast lane's budget and move to the costly lane, which this test does not run.
      DECK_FAST_READ_MS: '150000',
    });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close(true)));
    await deps.close();
  });

  it('keeps one warm parser thread per deck slot instead of starting one per concurrent deck', async () => {
    const investor = await insertInvestor(deps.db, { thesis: 'Seed fintech software for small businesses.' });
    const ids: string[] = [];
    for (let n = 0; n < DECKS; n++) {
      const slides = Array.from({ length: PAGES }, (_, page) => [
        `Company ${n}, slide ${page + 1}`,
        'Bookkeeping software for small businesses',
        `${page + 1},200 paying customers; ARR grew to $1.4M in 2024`,
      ]);
      const bytes = textPdf(slides, `warm-${n}`);
      const deck = await insertDeck(deps.db, investor.id, {}, bytes);
      ids.push(deck.id);
      await enqueue(deps.queues, 'deck.score', { deckId: deck.id, thesisVersion: investor.thesisVersion });
    }
    Object.assign(threads, { started: 0, ended: 0 });
    // Queued before the lane starts, so its slots take decks side by side from the first.
    workers = startWorkers(deps, [QUEUES.decks]);

    await vi.waitFor(
      async () => {
        const rows = await deps.db.select({ status: decks.status }).from(decks).where(inArray(decks.id, ids));
        expect(rows.filter((row) => row.status === 'failed')).toEqual([]);
        expect(rows.filter((row) => row.status === 'scored')).toHaveLength(DECKS);
      },
      { timeout: 300_000, interval: 200 },
    );
    const slots = warmParserThreadCount([QUEUES.decks]);
    expect(slots).toBeGreaterThan(1);
    expect(threads.started).toBeGreaterThan(0);
    expect(threads.started).toBeLessThanOrEqual(slots);
    // Before, the first two decks read at once each started a thread, and one was ended on release.
    expect(threads.ended).toBe(0);
  }, 400_000);
});
