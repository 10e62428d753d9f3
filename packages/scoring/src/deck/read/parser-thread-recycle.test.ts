import { afterEach, describe, expect, it, vi } from 'vitest';
import { threadCounts } from '../../../test/counted-threads';
import { acquireParserThread, keepWarmParserThreads, releaseParserThread } from './parser-thread';

// Parser threads started through the shared start, counted.
vi.mock('../../module-thread', async (importOriginal) =>
  (await import('../../../test/counted-threads')).countedModuleThread(await importOriginal()),
);
// Every thread that has answered reports a heap past this bound.
vi.mock('@pitchfit/contracts/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pitchfit/contracts/constants')>()),
  PARSER_THREAD_RECYCLE_HEAP_MB: 0,
}));

/**
 * Issue 30: an idle parser thread keeps the heap its largest deck grew, 100-200 MB each. One grown past
 * the bound ends when released, and its replacement is started then, not when the next deck comes.
 */
describe('parser threads grown past the heap bound', () => {
  afterEach(() => {
    keepWarmParserThreads(1);
  });

  it('are replaced on release by a fresh thread the next deck takes without starting one', async () => {
    keepWarmParserThreads(2);
    const grown = acquireParserThread();
    await grown.request('load', {});
    expect(grown.heapBytes).toBeGreaterThan(0);
    const startedBefore = threadCounts.started;

    await releaseParserThread(grown, true);
    expect(grown.alive).toBe(false);
    expect(threadCounts.started).toBe(startedBefore + 1);

    const next = acquireParserThread();
    expect(next).not.toBe(grown);
    expect(threadCounts.started).toBe(startedBefore + 1);
    await next.request('load', {});
    expect(next.alive).toBe(true);
    await next.terminate();
  });
});
