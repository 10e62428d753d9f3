import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUES } from '@pitchfit/contracts/jobs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { e2eRun } from './run';

/**
 * Holds or releases deck scoring the way an operator would, through the queue dashboard's own
 * API: with the built-in engine a deck is scored within a second, so a test that must see a deck
 * while it is queued (or its scores while stale) holds the queue first. Pausing a BullMQ queue
 * stops workers taking new jobs; nothing is lost, and resuming runs them.
 */
async function setDeckScoring(request: APIRequestContext, action: 'pause' | 'resume'): Promise<void> {
  const credentials = Buffer.from(`operator:${e2eRun().operatorPassword}`).toString('base64');
  const response = await request.put(`/admin/queues/api/queues/${QUEUES.decks}/${action}`, {
    headers: { authorization: `Basic ${credentials}` },
  });
  expect(response.status(), `${action} the deck queue`).toBe(200);
}

/**
 * The queue is one for the whole run, and tests run in parallel workers: a hold is taken under a
 * lock (a directory, created atomically) so one test's release never ends another's hold. A test
 * waiting for its deck to score merely waits out the hold.
 */
export const deckQueueLockPath = () => join(tmpdir(), `pitchfit-${e2eRun().redisPrefix}-deck-queue.lock`);
const LOCK_POLL_MS = 200;
/** Longer than any test: a lock this old was left by a worker that died holding it. */
const ABANDONED_LOCK_MS = 180_000;
let holding = false;

async function takeLock(path: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(path);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const since = await stat(path).then(
      (lock) => Date.now() - lock.mtimeMs,
      () => 0,
    );
    if (since > ABANDONED_LOCK_MS) await rm(path, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

export async function holdDeckScoring(request: APIRequestContext): Promise<void> {
  if (!holding) {
    const started = Date.now();
    await takeLock(deckQueueLockPath());
    // Waiting out another test's hold is not this test's time.
    const info = test.info();
    info.setTimeout(info.timeout + (Date.now() - started));
    holding = true;
  }
  await setDeckScoring(request, 'pause');
}

/** Releases this worker's hold, if it has one (safe to call after any test). */
export async function releaseDeckScoring(request: APIRequestContext): Promise<void> {
  if (!holding) return;
  await setDeckScoring(request, 'resume');
  await rm(deckQueueLockPath(), { recursive: true, force: true });
  holding = false;
}
