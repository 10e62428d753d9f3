import { describe, expect, it } from 'vitest';
import { documentOf, LEDGERLY_PAGES } from '../../../test/deck-document';
import { extractDeckBuiltin } from '../analyze/profile/extract';
import { extractInThread } from './analyze-in-thread';
import { DeckReadError } from './deck-read-error';
import { DECK_READ_LIMITS, type ReadDeckOptions } from './types';

const OPTIONS: ReadDeckOptions = { ...DECK_READ_LIMITS, ocr: false };

/** A deck at the analysis's text bounds, of the shape slowest to analyse: seconds, not milliseconds. */
const SLOW_DECK = documentOf(
  Array.from({ length: 20 }, (_, page) =>
    Array.from(
      { length: 2_500 },
      (_, line) => `Name${line % 97} Acme${page}    CEO    x${line}@brand${line}.io`,
    ).join('\n'),
  ),
);

describe('extractInThread', () => {
  it('gives the built-in engine’s extraction, byte for byte', async () => {
    const document = documentOf(LEDGERLY_PAGES);
    const extraction = await extractInThread(document, 'hash-1', OPTIONS, 60_000);
    expect(JSON.stringify(extraction)).toBe(JSON.stringify(extractDeckBuiltin(document, 'hash-1')));
  });

  it('leaves the calling thread free while it analyses', async () => {
    let longestGapMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
    }, 10);
    try {
      await extractInThread(SLOW_DECK, 'slow', OPTIONS, 120_000);
    } finally {
      clearInterval(ticker);
    }
    // In the caller's thread this analysis blocked it for seconds; the bound is far above a timer's jitter.
    expect(longestGapMs).toBeLessThan(1_000);
  }, 130_000);

  it('stops an analysis past the deck’s deadline with the reader’s timeout sentence, then serves the next deck', async () => {
    const failure = await extractInThread(SLOW_DECK, 'slow', OPTIONS, 200).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeckReadError);
    expect(failure).toMatchObject({ code: 'timeout' });
    const document = documentOf(LEDGERLY_PAGES);
    expect((await extractInThread(document, 'hash-1', OPTIONS, 60_000)).facts.companyName?.value).toBe(
      'Ledgerly',
    );
  }, 60_000);
});
