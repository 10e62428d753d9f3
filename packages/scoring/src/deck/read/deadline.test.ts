import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { Deadline } from './deadline';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('Deadline.race', () => {
  it("lets a settled race's result go while the thread it raced lives on", async () => {
    // Issue 30: the worker's main heap grew about 5 MB per 100 decks. Every page raced the warm parser
    // thread's `died` promise, pending for the thread's life, and each race left a reaction on it that
    // held the page it returned.
    const threadDeath = new AbortController();
    const deadline = new Deadline(60_000);
    const results: Array<WeakRef<object>> = [];
    const readPage = async (page: number) => {
      const result = { text: `page ${page} `.repeat(100) };
      results.push(new WeakRef(result));
      await deadline.race(Promise.resolve(result), threadDeath.signal);
    };
    for (let page = 0; page < 20; page++) await readPage(page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    // Racing the pending promise instead kept all 20.
    expect(results.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });

  it("rejects with the thread's death, or with the deadline's timeout, whichever comes first", async () => {
    const threadDeath = new AbortController();
    const racing = new Deadline(60_000).race(new Promise(() => {}), threadDeath.signal);
    const died = new Error('PDF parser thread exited with code 1');
    threadDeath.abort(died);
    await expect(racing).rejects.toBe(died);

    await expect(new Deadline(1).race(new Promise(() => {}), new AbortController().signal)).rejects.toThrow(
      /timeout|aborted/i,
    );
    await expect(new Deadline(60_000).race(Promise.resolve(1), threadDeath.signal)).rejects.toBe(died);
  });
});
