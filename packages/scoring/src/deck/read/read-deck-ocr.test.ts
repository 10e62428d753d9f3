import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPath, skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { buildTestPdf, type TestPdfPage } from '@pitchfit/testing/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine } from './ocr-engine';
import { loadPdfjs, PDFJS_ASSETS } from './pdfjs-runtime';
import { readDeck } from './read-deck';
import { renderPage } from './render-page';
import { DECK_READ_LIMITS, type OcrEngine } from './types';

// OCR costs about a second a page: these tests read few pages, all through one engine.
const CORPUS = join(corpusPath(), 'decks');

/** A page that is only a picture of text, made by rendering a text PDF and embedding its pixels. */
async function imageOnlyPage(lines: string[]): Promise<TestPdfPage> {
  const { getDocument } = await loadPdfjs();
  const source = buildTestPdf([
    { items: lines.map((text, i) => ({ kind: 'text' as const, text, x: 40, y: 320 - i * 60, size: 30 })) },
  ]);
  const doc = await getDocument({ data: source, ...PDFJS_ASSETS }).promise;
  const rendered = await renderPage(await doc.getPage(1), 1440);
  const { width, height } = rendered.canvas;
  const rgba = rendered.canvas.getContext('2d').getImageData(0, 0, width, height).data;
  await doc.destroy();
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3)
    rgb.set([rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0], j);
  return {
    items: [
      { kind: 'image', x: 0, y: 0, width: 720, height: 405, pixelsWide: width, pixelsHigh: height, rgb },
    ],
  };
}

const words = (text: string | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, ' ');

describe('readDeck with OCR', () => {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await createOcrEngine();
  }, 60_000);
  afterAll(async () => {
    await engine.close();
  });

  it('reads an image-only page and a garbled page by OCR', async () => {
    const picture = await imageOnlyPage(['Quarterly revenue doubled', 'Seed round of 2 million']);
    const garbled = buildTestPdf(
      [
        picture,
        { items: [{ kind: 'text', text: 'Warehouse robots pick every order', x: 40, y: 300, size: 30 }] },
      ],
      { shiftedToUnicode: 9 },
    );
    const deck = await readDeck(garbled, { ...DECK_READ_LIMITS, ocr: engine });
    expect(deck.pages.map((page) => page.source)).toEqual(['ocr', 'ocr']);
    expect(words(deck.pages[0]?.text)).toContain('quarterly revenue doubled');
    expect(words(deck.pages[1]?.text)).toContain('warehouse robots pick every order');
    expect(deck.ocrPages).toBe(2);
    expect(deck.warnings).toEqual([
      'Page 1 had no text layer and was read by OCR',
      'Page 2 had a garbled text layer (broken font encoding) and was read by OCR',
    ]);
  }, 60_000);

  it.skipIf(skipWithoutCorpus())(
    'reads "MatchBox" from the image-only Tinder deck',
    async () => {
      const deck = await readDeck(readFileSync(join(CORPUS, 'tinder-matchbox.pdf')), {
        ...DECK_READ_LIMITS,
        ocr: engine,
      });
      expect(deck.ocrPages).toBe(10);
      expect(deck.pages.some((page) => /match ?box/i.test(page.text))).toBe(true);
    },
    120_000,
  );

  it.skipIf(skipWithoutCorpus())(
    'reads "AirBed" from the garbled Airbnb deck',
    async () => {
      const deck = await readDeck(readFileSync(join(CORPUS, 'airbnb-airbedandbreakfast.pdf')), {
        ...DECK_READ_LIMITS,
        ocr: engine,
      });
      expect(deck.pages.every((page) => page.source === 'ocr')).toBe(true);
      expect(deck.pages[0]?.text).toMatch(/AirBed/);
      expect(words(deck.pages[1]?.text)).toContain('hotels leave you disconnected');
    },
    120_000,
  );
});
