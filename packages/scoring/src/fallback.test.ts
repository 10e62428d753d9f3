import { describe, expect, it } from 'vitest';
import { runWithFallback } from './fallback';

const engine = (name: string, run: () => Promise<string>) => ({ name, version: `${name}-1`, run });

describe('runWithFallback', () => {
  it('uses the primary when it succeeds', async () => {
    const outcome = await runWithFallback(
      engine('a', async () => 'from a'),
      engine('b', async () => 'from b'),
      (e) => e.run(),
    );
    expect(outcome).toEqual({ result: 'from a', engine: 'a', engineVersion: 'a-1', fallbackReason: null });
  });

  it('uses the fallback and records why the primary failed', async () => {
    const failing = engine('a', async () => {
      throw new TypeError('rate limited');
    });
    const outcome = await runWithFallback(
      failing,
      engine('b', async () => 'from b'),
      (e) => e.run(),
    );
    expect(outcome).toEqual({
      result: 'from b',
      engine: 'b',
      engineVersion: 'b-1',
      fallbackReason: 'TypeError: rate limited',
    });
  });

  it('does not swallow the error when there is nothing else to fall back to', async () => {
    const failing = engine('a', async () => {
      throw new Error('down');
    });
    await expect(runWithFallback(failing, failing, (e) => e.run())).rejects.toThrow('down');
  });
});
