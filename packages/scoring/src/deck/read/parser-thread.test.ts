import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireParserThread, keepWarmParserThreads, releaseParserThread } from './parser-thread';

describe('warm parser threads', () => {
  afterEach(() => {
    keepWarmParserThreads(1);
    vi.useRealTimers();
  });

  it('keeps one thread per slot through a burst, and ends all but one once they sit unused', async () => {
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
    await vi.advanceTimersByTimeAsync(2_000);
    const kept = again.filter((thread) => thread.alive);
    expect(kept).toHaveLength(1);
    expect(acquireParserThread()).toBe(kept[0]);
    await Promise.all(again.map((thread) => thread.terminate()));
  });
});
