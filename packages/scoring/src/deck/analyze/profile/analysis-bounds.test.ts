import { describe, expect, it } from 'vitest';
import type { DeckDocument } from '../../read/index';
import { extractDeckBuiltin } from './extract';
import { boundDocument } from './prepare';

/**
 * Issue 27 B1: deck text that froze the worker. Shapes a hostile PDF can give its text layer, grown
 * to megabytes; the built-in analysis of each must stay within a fixed bound two orders of
 * magnitude above a real deck's (a few hundred milliseconds), whatever the size. Before the fix,
 * 32 KB without a space took 55 s and a line of 32 KB of capitalised words 41 s, growing with the
 * square of the size.
 */
const BOUND_MS = 30_000;

const WORDS = ['market', 'growth', 'revenue', 'platform', 'customers', 'team', 'data', 'payments'];

/** Repeats `piece(i)` until the text is `size` characters long. */
function grow(size: number, piece: (i: number) => string): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const next = piece(i);
    parts.push(next);
    length += next.length;
  }
  return parts.join('').slice(0, size);
}

const SHAPES: Record<string, (size: number) => string> = {
  'no spaces': (size) => 'a'.repeat(size),
  'one long line of words': (size) => grow(size, (i) => `${WORDS[i % WORDS.length]} `),
  'one long line of capitalised words': (size) => grow(size, (i) => `Word${i % 500} Acme${i % 7} `),
  'many e-mail-like tokens': (size) => grow(size, (i) => `x${i}@host${i}.com `),
  'e-mail-like run without spaces': (size) => grow(size, (i) => `a${i}@`),
  'dotted run without spaces': (size) => 'a.'.repeat(size / 2),
  'deep punctuation': (size) => `${'(['.repeat(size / 4)}${'])'.repeat(size / 4)}`,
  'many short lines': (size) => grow(size, (i) => `${WORDS[i % WORDS.length]} Acme ${i}\n`),
  'many cells': (size) => grow(size, (i) => `Name${i % 97}    CEO    ${i}\n`),
  'many domains': (size) => grow(size, (i) => `brand${i}.io getbrand${i}.com `),
};

// Past the page and deck bounds of prepare.ts (TEXT_BOUNDS) the analysed text stops growing, so a
// small size and one well past them are enough; every size between costs test time for nothing.
const SIZES = [64 * 1024, 4 * 1024 * 1024];

const size = (text: string) => Math.min(text.length, 200_000);

function oneLinePage(text: string): DeckDocument {
  return {
    pageCount: 1,
    // Hidden runs too: each one is taken out of the page's text.
    pages: [
      { number: 1, text, source: 'text-layer', hiddenText: grow(size(text), (i) => `h${i}|`).split('|') },
    ],
    warnings: [],
    ocrPages: 0,
  };
}

/** The same text spread over pages of 50 KB, as a long deck would carry it. */
function spreadOverPages(text: string): DeckDocument {
  const pages = [];
  for (let start = 0, number = 1; start < text.length; start += 50_000, number++) {
    pages.push({
      number,
      text: text.slice(start, start + 50_000),
      source: 'text-layer' as const,
      hiddenText: [],
    });
  }
  return { pageCount: pages.length, pages, warnings: [], ocrPages: 0 };
}

describe('built-in analysis of hostile text', () => {
  it('stays within a fixed bound on every shape up to megabytes, and reports its slowest', () => {
    const timings: { case: string; ms: number }[] = [];
    for (const [shape, make] of Object.entries(SHAPES)) {
      for (const size of SIZES) {
        const text = make(size);
        for (const [layout, document] of [
          ['one page', oneLinePage(text)],
          ['pages of 50 KB', spreadOverPages(text)],
        ] as const) {
          const started = performance.now();
          // As the worker analyses it (extractInThread): the document bounded first.
          extractDeckBuiltin(boundDocument(document), 'hostile');
          timings.push({ case: `${shape}, ${size / 1024} KB, ${layout}`, ms: performance.now() - started });
        }
      }
    }
    timings.sort((a, b) => b.ms - a.ms);
    console.info(
      `slowest analyses:\n${timings
        .slice(0, 5)
        .map((timing) => `  ${Math.round(timing.ms)} ms  ${timing.case}`)
        .join('\n')}`,
    );
    expect(timings[0]?.ms ?? 0).toBeLessThan(BOUND_MS);
  }, 600_000);
});
