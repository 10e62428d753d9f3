import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DeckReadError } from './deck-read-error';
import { exceedsInflateBudget } from './inflate-budget';
import { readDeck } from './read-deck';
import { DECK_READ_LIMITS } from './types';

const MB = 1024 * 1024;

function stream(dictionary: string, data: Buffer, objectNumber = 5): Buffer {
  return Buffer.concat([
    Buffer.from(`${objectNumber} 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

const file = (...parts: Buffer[]) => Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), ...parts]);
const spaces = (megabytes: number) => deflateSync(Buffer.alloc(megabytes * MB, 0x20));

describe('exceedsInflateBudget', () => {
  it('sums the Flate streams the text pass would decode against the budget', () => {
    const two = file(stream('/Filter /FlateDecode', spaces(2)), stream('/Filter /FlateDecode', spaces(2), 6));
    expect(exceedsInflateBudget(two, 5 * MB)).toBe(false);
    expect(exceedsInflateBudget(two, 3 * MB)).toBe(true);
  });

  it('ignores images, unfiltered and unreadable streams', () => {
    const image = file(stream('/Subtype /Image /Width 1 /Height 1 /Filter /FlateDecode', spaces(8)));
    const plain = file(stream('', Buffer.alloc(8 * MB, 0x20)));
    const junk = file(stream('/Filter /FlateDecode', Buffer.from('not zlib at all', 'latin1')));
    for (const bytes of [image, plain, junk]) expect(exceedsInflateBudget(bytes, MB)).toBe(false);
  });

  it('decodes chained Flate filters layer by layer', () => {
    const twice = deflateSync(spaces(4));
    expect(twice.length).toBeLessThan(MB);
    expect(exceedsInflateBudget(file(stream('/Filter [/FlateDecode /FlateDecode]', twice)), 2 * MB)).toBe(
      true,
    );
  });

  it('finds a stream whose length is a reference by its endstream', () => {
    const data = spaces(4);
    const bytes = file(
      Buffer.from('5 0 obj\n<< /Filter /FlateDecode /Length 6 0 R >>\nstream\n', 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
    expect(exceedsInflateBudget(bytes, 2 * MB)).toBe(true);
  });

  it('treats what lies inside a stream’s data as data, not as more streams', () => {
    // An image whose bytes happen to spell a Flate stream: pdfjs never decodes them as one.
    const lookalike = stream('/Filter /FlateDecode', spaces(4), 6);
    const bytes = file(stream('/Subtype /Image /Width 1 /Height 1', lookalike));
    expect(exceedsInflateBudget(bytes, 2 * MB)).toBe(false);
    expect(exceedsInflateBudget(lookalike, 2 * MB)).toBe(true);
  });
});

describe('readDeck and a decompression bomb', () => {
  it('refuses it before parsing, with the too_complex reason', async () => {
    const bytes = file(stream('/Filter /FlateDecode', spaces(200)), Buffer.from('%%EOF\n', 'latin1'));
    const error = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: false }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DeckReadError);
    expect((error as DeckReadError).code).toBe('too_complex');
  });
});
