import { describe, expect, it } from 'vitest';
import type { DeckDocument } from '../../read/index';
import { lowercaseWordsIn, prepareDeck, TEXT_BOUNDS } from './prepare';

/** The address pattern as it was: right, but quadratic on a long run without spaces. */
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|www\.\S+|\S+\.(?:com|org|net|io|ai|co|in)\b\S*/gi;
const lowercaseWordsAsBefore = (text: string) =>
  [
    ...text
      .normalize('NFKC')
      .replace(ADDRESSES, ' ')
      .matchAll(/(?<![\p{L}\p{N}@./-])\p{Ll}[\p{Ll}'’-]*(?![\p{L}\p{N}@])/gu),
  ].map((match) => match[0].replace(/['’]s$/, ''));

/** A deterministic generator, so a failure names the text that caused it. */
function* randomTexts(count: number): Generator<string> {
  const pieces = [
    'a',
    'B',
    '@',
    '.',
    'com',
    'co',
    'in',
    'http',
    's',
    '://',
    'www',
    ' ',
    '\n',
    '1',
    '_',
    'é',
    'x',
  ];
  let seed = 27;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let n = 0; n < count; n++) {
    let text = '';
    const length = next() % 24;
    for (let i = 0; i < length; i++) text += pieces[next() % pieces.length];
    yield text;
  }
}

function documentOf(...pages: string[]): DeckDocument {
  return {
    pageCount: pages.length,
    pages: pages.map((text, index) => ({ number: index + 1, text, source: 'text-layer', hiddenText: [] })),
    warnings: [],
    ocrPages: 0,
  };
}

describe('lowercaseWordsIn', () => {
  it('leaves out addresses exactly as the backtracking pattern did', () => {
    for (const text of randomTexts(20_000))
      expect(lowercaseWordsIn(text), text).toEqual(lowercaseWordsAsBefore(text));
    for (const text of [
      'jane@acme.io and sales',
      'see www.acme.com now',
      'go to xhttp://acme later',
      'acme.com/pricing',
    ])
      expect(lowercaseWordsIn(text)).toEqual(lowercaseWordsAsBefore(text));
  });

  it('reads a long run without spaces in linear time', () => {
    // 200 KB took the old pattern minutes; a fixed bound far above the milliseconds this takes.
    const started = performance.now();
    lowercaseWordsIn('([a.'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('prepareDeck bounds', () => {
  it('keeps text of a real shape as it is', () => {
    const page = 'Acme Robotics\nWe build robots for warehouses    CEO\njane@acme.io · www.acme.io';
    const deck = prepareDeck(documentOf(page));
    expect(deck.pages[0]?.text).toBe(page);
  });

  it('cuts long runs, breaks long lines, and stops at the page and deck bounds', () => {
    const run = 'x'.repeat(TEXT_BOUNDS.runChars + 100);
    const line = 'word '.repeat(TEXT_BOUNDS.lineChars);
    const page = `${run}\n${line}\n`.repeat(
      Math.ceil((2 * TEXT_BOUNDS.pageChars) / (run.length + line.length)),
    );
    const deck = prepareDeck(documentOf(...Array.from({ length: 20 }, () => page)));
    const lines = deck.pages.flatMap((p) => p.lines.map((l) => l.text));
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(TEXT_BOUNDS.lineChars);
    expect(lines.some((l) => l.includes('x'.repeat(TEXT_BOUNDS.runChars + 1)))).toBe(false);
    expect(lines).toContain('x'.repeat(TEXT_BOUNDS.runChars));
    for (const p of deck.pages) expect(p.text.length).toBeLessThanOrEqual(TEXT_BOUNDS.pageChars);
    const total = deck.pages.reduce((sum, p) => sum + p.text.length, 0);
    expect(total).toBeLessThanOrEqual(TEXT_BOUNDS.deckChars);
    expect(deck.pages.at(-1)?.text).toBe('');
  });
});
