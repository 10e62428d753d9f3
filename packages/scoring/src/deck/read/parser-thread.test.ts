import { afterEach, describe, expect, it, vi } from 'vitest';
import { threadCounts } from '../../../test/counted-threads';
import { acquireParserThread, keepWarmParserThreads, releaseParserThread } from './parser-thread';

// Parser threads started through the shared start, counted.
vi.mock('../../module-thread', async (importOriginal) =>
  (await import('../../../test/counted-threads')).countedModuleThread(await importOriginal()),
);

describe('warm parser threads', () => {
  afterEach(() => {
    keepWarmParserThreads(1);
    vi.useRealTimers();
  });

  it('keeps one thread per slot through a burst; once unused, ends the extras and swaps the first for a fresh one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    keepWarmParserThreads(3);
    const reading = [acquireParserThread(), acquireParserThread(), acquireParserThread()];
    for (const thread of reading) await releaseParserThread(thread, true);
    // The next burst gets the same three threads back, warm.
    const again = [acquireParserThread(), acquireParserThread(), acquireParserThread()];
    expect(new Set(again)).toEqual(new Set(reading));
    for (const thread of again) await releaseParserThread(thread, true);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(again.filter((thread) => thread.alive)).toHaveLength(3);
    const startedBefore = threadCounts.started;
    await vi.advanceTimersByTimeAsync(2_000);
    // The extras end; the first, grown by its decks, gives way to one fresh thread.
    expect(again.filter((thread) => thread.alive)).toHaveLength(0);
    expect(threadCounts.started).toBe(startedBefore + 1);

    // A fresh thread holds nothing to give back: it waits, warm, however long the worker is quiet.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(threadCounts.started).toBe(startedBefore + 1);
    const next = acquireParserThread();
    expect(again).not.toContain(next);
    expect(next.alive).toBe(true);
    expect(threadCounts.started).toBe(startedBefore + 1);
    await next.terminate();
  });
});
