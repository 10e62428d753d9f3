import { createHash } from 'node:crypto';
import { createDb } from '@pitchfit/db/client';
import { deckFiles } from '@pitchfit/db/schema';
import { createDeckBytes } from '@pitchfit/decks/bytes/deck-bytes';
import { extractOnce } from '@pitchfit/decks/extraction';
import { createTestDatabase, testRedisPrefix, testRedisUrl } from '@pitchfit/testing/database';
import { textPdf } from '@pitchfit/testing/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createDeckPipeline } from './deck-pipeline';

/**
 * Issue 27 B1: one line of 24 KB of capitalised words, a PDF of a few kilobytes, froze the worker:
 * its analysis took the square of the line's length on the event loop that serves every other job.
 */
const HOSTILE_LINE = Array.from({ length: 2_400 }, (_, i) => `Word${i % 500} Acme${i % 7}`).join(' ');

describe('extractOnce on a deck whose text is hostile', () => {
  let db: ReturnType<typeof createDb>;
  let contentHash: string;

  beforeAll(async () => {
    db = createDb(await createTestDatabase());
    const bytes = textPdf([[HOSTILE_LINE]]);
    contentHash = createHash('sha256').update(bytes).digest('hex');
    await db.db.insert(deckFiles).values({ contentHash, bytes, byteSize: bytes.length });
  });
  afterAll(() => db.close());

  it('analyses it off the event loop that serves the worker’s other jobs', async () => {
    const env = readEnv({
      DATABASE_URL: 'postgres://unused',
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: testRedisPrefix(),
      DECK_OCR: 'false',
    });
    let longestGapMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
    }, 10);
    try {
      const { extraction } = await extractOnce(
        db.db,
        createDeckBytes(db.db, null),
        createDeckPipeline(env, null),
        contentHash,
      );
      expect(extraction.pageCount).toBe(1);
    } finally {
      clearInterval(ticker);
    }
    // Before the fix the loop stood still for tens of seconds; a timer's jitter is milliseconds.
    expect(longestGapMs).toBeLessThan(1_000);
  }, 60_000);
});
