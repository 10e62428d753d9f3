import { CHUNK_LOAD_TIMEOUT_MS } from '@pitchfit/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when the import settles in time', async () => {
    const module = { Page: () => null };
    await expect(loadChunk('about', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('rejects with an error naming the chunk once the contract timeout passes', async () => {
    let outcome: unknown = 'pending';
    loadChunk('simulator', () => new Promise<never>(() => {})).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect(outcome).toMatchObject({
      name: 'ChunkLoadError',
      chunk: 'simulator',
      message: 'Loading the "simulator" chunk timed out after 120 s.',
    });
  });

  it('wraps a failed import in an error naming the chunk and keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/about-page-abc.js');
    const error = await loadChunk('about', () => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ chunk: 'about', message: 'Could not load the "about" chunk.', cause });
  });

  it('does not leave the timer running after a successful load', async () => {
    await loadChunk('about', () => Promise.resolve({}));
    expect(vi.getTimerCount()).toBe(0);
  });
});
