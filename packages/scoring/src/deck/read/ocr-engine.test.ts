import { describe, expect, it } from 'vitest';
import { leaseSharedOcrEngine } from './ocr-engine';

describe('the shared OCR engine', () => {
  it('is one engine for every deck read at once, and a new one after the last lets go', async () => {
    const first = leaseSharedOcrEngine();
    const second = leaseSharedOcrEngine();
    expect(second.engine).toBe(first.engine);
    await first.release();
    await first.release(); // a second release of the same lease changes nothing
    const third = leaseSharedOcrEngine();
    expect(third.engine).toBe(first.engine);
    await second.release();
    await third.release();
    const fresh = leaseSharedOcrEngine();
    expect(fresh.engine).not.toBe(first.engine);
    await fresh.release();
  });
});
