/**
 * The read budgets (read-budget.ts), counted inside pdfjs: bombs behind every filter the text pass
 * decodes, alone or wrapping Flate, and in the places a deck keeps streams besides its page content (a
 * font program, an object stream, a form drawn again and again), a page of unbalanced `q`, endless
 * operators: each refused `too_complex`, in well under the reader's deadline. Times are printed.
 * read-budget-dodges.test.ts writes the same bombs with tricks that fooled the byte scan this replaced.
 */

import { deflateSync } from 'node:zlib';
import {
  ascii85Encode,
  flateBomb,
  lzwBomb,
  type PdfBody,
  runLengthBomb,
  streamObject,
  textContent,
  writePdf,
} from '@pitchfit/testing/pdf';
import { describe, expect, it } from 'vitest';
import { DeckReadError } from './deck-read-error';
import { DocumentBudget, ReadBudgetError } from './read-budget';
import { readDeck } from './read-deck';
import { DECK_READ_LIMITS } from './types';

const BOMB_MB = 96;
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A one-page deck: its content stream, its resources, and objects from number 6 on. */
function deck(content: PdfBody, resources = '/Font << /F1 5 0 R >>', extra: PdfBody[] = []): Buffer {
  return writePdf({
    objects: [
      '',
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << ${resources} >> >>`,
      content,
      FONT,
      ...extra,
    ],
    trailer: '/Root 1 0 R',
  });
}

const filtered = (filter: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< /Filter ${filter} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

const words = textContent(['Warehouse robots that pick any item, for mid-size retailers.']);

const bombs: Record<string, Buffer> = {
  'Flate bomb': deck(filtered('/FlateDecode', flateBomb(BOMB_MB))),
  'LZW bomb': deck(filtered('/LZWDecode', lzwBomb(BOMB_MB))),
  'RunLength bomb': deck(filtered('/RunLengthDecode', runLengthBomb(BOMB_MB))),
  'ASCII85 around Flate': deck(filtered('[/ASCII85Decode /FlateDecode]', ascii85Encode(flateBomb(BOMB_MB)))),
  'ASCIIHex around Flate': deck(
    filtered('[/AHx /Fl]', Buffer.from(`${flateBomb(BOMB_MB).toString('hex')}>`, 'latin1')),
  ),
  'Flate around Flate': deck(filtered('[/FlateDecode /FlateDecode]', deflateSync(flateBomb(1024)))),
  // The font program is decoded when the text pass loads the font, not as page content.
  'a font program': deck(streamObject('', words), '/Font << /F1 6 0 R >>', [
    '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>',
    filtered('/FlateDecode', flateBomb(BOMB_MB)),
  ]),
  'unbalanced q': deck(streamObject('', `${'q '.repeat(200_000)}${words}`)),
  'unbalanced q behind Flate': deck(streamObject('', `${'q '.repeat(200_000)}${words}`, { deflate: true })),
  'operators without end': deck(streamObject('', '0 0 m '.repeat(6_000_000), { deflate: true })),
  // 300 operators drawn 20,000 times: one small stream, six million operators as pdfjs runs them.
  'a form drawn again and again': deck(
    streamObject('', `${words}\n${'/X1 Do '.repeat(20_000)}`, { deflate: true }),
    '/Font << /F1 5 0 R >> /XObject << /X1 6 0 R >>',
    [streamObject('/Type /XObject /Subtype /Form /BBox [0 0 10 10]', '0 0 m '.repeat(300))],
  ),
};

describe('a document budget', () => {
  it('charges images to their own allowance, and keeps refusing once over', () => {
    const budget = new DocumentBudget({ decodedBytes: 1000, operators: 10, graphicsStateDepth: 2 });
    budget.beginImage(10_000_000);
    budget.decoded(20_000_000);
    budget.endImage();
    budget.decoded(1000);
    expect(budget.error()).toBeNull();
    expect(() => budget.decoded(1)).toThrow(ReadBudgetError);
    // Past the refusal every charge throws, so pdfjs's work on the document ends.
    expect(() => budget.operator()).toThrow(ReadBudgetError);
    expect(budget.error()?.budget).toBe('decoded-bytes');
  });

  it('counts states while saved', () => {
    const budget = new DocumentBudget({ decodedBytes: 1000, operators: 100, graphicsStateDepth: 2 });
    budget.depth(2);
    budget.depth(-2);
    budget.depth(2);
    expect(() => budget.depth(1)).toThrow(ReadBudgetError);
    expect(budget.error()?.budget).toBe('graphics-state-depth');
  });
});

describe('readDeck under its read budgets', () => {
  it('refuses each bomb with too_complex, well within the deadline', async () => {
    const times: string[] = [];
    const outcomes: Record<string, string> = {};
    for (const [name, bytes] of Object.entries(bombs)) {
      const started = performance.now();
      const error = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: false }).catch(
        (reason: unknown) => reason,
      );
      const ms = performance.now() - started;
      times.push(`${name} ${Math.round(ms)} ms`);
      outcomes[name] = error instanceof DeckReadError ? error.code : String(error);
      // Within the reader's 180 s deadline, even on a loaded machine (load 30 on two cores took 52 s for
      // the five million operators; a quiet one takes a few seconds).
      expect(ms, name).toBeLessThan(120_000);
    }
    console.log(`[read-budgets] ${times.join('; ')}`);
    expect(Object.entries(outcomes).filter(([, code]) => code !== 'too_complex')).toEqual([]);
  }, 300_000);

  it('reads balanced content within them', async () => {
    const balanced = deck(streamObject('', `${'q 1 w Q '.repeat(100_000)}${words}`, { deflate: true }));
    const document = await readDeck(balanced, { ...DECK_READ_LIMITS, ocr: false });
    expect(document.pages[0]?.text).toContain('Warehouse robots');
  }, 60_000);
});
