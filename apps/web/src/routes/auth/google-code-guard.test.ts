import { beforeEach, describe, expect, it } from 'vitest';
import { isCodeFinished, markCodeFinished, submitOnce } from './google-code-guard';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  Object.assign(globalThis, { sessionStorage: new MemoryStorage() });
});

describe('the one-time Google code guard', () => {
  it('remembers finished codes', () => {
    expect(isCodeFinished('code-1')).toBe(false);
    markCodeFinished('code-1');
    expect(isCodeFinished('code-1')).toBe(true);
    expect(isCodeFinished('code-2')).toBe(false);
  });

  it('shares one request between simultaneous submissions of the same code', async () => {
    let calls = 0;
    const send = () => {
      calls += 1;
      return new Promise<string>((resolve) => setTimeout(() => resolve('tokens'), 10));
    };
    const [first, second] = await Promise.all([submitOnce('code-3:', send), submitOnce('code-3:', send)]);
    expect([first, second]).toEqual(['tokens', 'tokens']);
    expect(calls).toBe(1);
    // Once settled, a deliberate resubmission (with an access code) is a new request.
    await submitOnce('code-3:access', send);
    expect(calls).toBe(2);
  });
});
