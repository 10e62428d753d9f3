/**
 * Deck readings for the evaluation, optionally kept in the temp directory (`--cache`) with how long
 * they took, so that reruns while working on the analysis skip pdfjs and OCR.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DECK_READ_LIMITS, type DeckDocument, type OcrEngine, readDeck } from '../../src/deck/read/index';

const CACHE_DIR = join(tmpdir(), 'pitchfit-eval-readings');

export interface Reading {
  document: DeckDocument;
  readMs: number;
}

export async function readCached(
  bytes: Uint8Array,
  contentHash: string,
  options: { useCache: boolean; ocr: false | OcrEngine },
): Promise<Reading> {
  const file = join(CACHE_DIR, `${contentHash}-${options.ocr ? 'ocr' : 'text'}.json`);
  if (options.useCache) {
    const cached = await readFile(file, 'utf8').catch(() => null);
    if (cached) return JSON.parse(cached) as Reading;
  }
  const start = performance.now();
  const document = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: options.ocr });
  const result = { document, readMs: performance.now() - start };
  if (options.useCache) {
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(file, JSON.stringify(result));
  }
  return result;
}
