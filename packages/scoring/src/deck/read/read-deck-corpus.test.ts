import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPath, skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { describe, expect, it } from 'vitest';
import { readDeck } from './read-deck';
import { DECK_READ_LIMITS, type ReadDeckOptions } from './types';

// Real decks from the shared corpus, read without OCR (the OCR cases are in read-deck-ocr.test.ts).
const CORPUS = join(corpusPath(), 'decks');
const NO_OCR: ReadDeckOptions = { ...DECK_READ_LIMITS, ocr: false };
const read = (file: string) => readDeck(readFileSync(join(CORPUS, file)), NO_OCR);

describe.skipIf(skipWithoutCorpus())('readDeck on corpus decks', () => {
  it('reads the Front deck from its text layer', async () => {
    const deck = await read('front-series-a.pdf');
    expect(deck.pageCount).toBe(21);
    expect(deck.pages[0]?.text).toContain(
      'All your company’s external communications\nin one collaborative inbox.',
    );
    expect(deck.pages.filter((page) => page.source === 'text-layer').length).toBeGreaterThanOrEqual(20);
    expect(deck.warnings.some((warning) => warning.includes('garbled'))).toBe(false);
  });

  it('does not call the Spanish Gaia deck garbled', async () => {
    const deck = await read('gaia-design-2015-es.pdf');
    expect(deck.warnings.filter((warning) => /garbled|letter-spaced/.test(warning))).toEqual([]);
    expect(deck.pages.map((page) => page.text).join('\n')).toMatch(/Ciudad de México/);
  });

  it('flags every page of the Airbnb deck as garbled', async () => {
    const deck = await read('airbnb-airbedandbreakfast.pdf');
    expect(deck.warnings).toContain(
      'Pages 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 had a garbled text layer (broken font encoding); OCR is turned off',
    );
  });

  it('repairs the letter-spaced text of the Synapsil and MetaCert decks', async () => {
    const synapsil = await read('nirvesh-synapsil.pdf');
    expect(synapsil.pages[2]?.text).toContain('Release of product:\nMarch 2024');
    expect(synapsil.pages[8]?.text).toContain('Synapsil market study');
    const metacert = await read('metacert.pdf');
    expect(metacert.pages[2]?.text).toContain(
      'MORE PEOPLE ARE OPENING WEB LINKS\nINSIDE APPS INSTEAD OF MOBILE BROWSERS',
    );
  });
});
