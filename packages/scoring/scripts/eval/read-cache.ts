/**
 * Deck readings for the evaluation, optionally kept in the temp directory (`--cache`) with how long
 * they took, so that reruns while working on the analysis skip pdfjs and OCR.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DECK_READ_LIMITS, type DeckDocument, type OcrEngine, readDeck } from '../../src/deck/read/index';

const CACHE_DIR = join(tmpdir(), 'pitchfit-eval-readings');
const READER_DIR = fileURLToPath(new URL('../../src/deck/read', import.meta.url));
/** Patches to the reader's dependencies (pdfjs-dist) read PDFs too. */
const PATCHES_DIR = fileURLToPath(new URL('../../../../patches', import.meta.url));

let readerHash: Promise<string> | null = null;
/**
 * The temp directory is shared by every checkout on the machine: a reading is reused only by the
 * same reader source and pdfjs-dist patch, so another branch's changed reader never answers for this one.
 */
function readerVersion(): Promise<string> {
  readerHash ??= (async () => {
    const files = (await readdir(READER_DIR))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .sort();
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update(await readFile(join(READER_DIR, file)));
    const patches = (await readdir(PATCHES_DIR)).filter((f) => f.startsWith('pdfjs-dist@')).sort();
    for (const file of patches) hash.update(file).update(await readFile(join(PATCHES_DIR, file)));
    return hash.digest('hex').slice(0, 12);
  })();
  return readerHash;
}

/** How many readings the run asked for, and how many the cache answered (for the report). */
export const readingStats = { asked: 0, cached: 0 };

export interface Reading {
  document: DeckDocument;
  readMs: number;
}

/** A cached reading, or null when the file is not one (a reading cut short by an older run): read again. */
function parsedReading(text: string): Reading | null {
  try {
    return JSON.parse(text) as Reading;
  } catch {
    return null;
  }
}

export async function readCached(
  bytes: Uint8Array,
  contentHash: string,
  options: { useCache: boolean; ocr: false | OcrEngine },
): Promise<Reading> {
  const file = join(
    CACHE_DIR,
    `${contentHash}-${await readerVersion()}-${options.ocr ? 'ocr' : 'text'}.json`,
  );
  readingStats.asked += 1;
  if (options.useCache) {
    const cached = await readFile(file, 'utf8').catch(() => null);
    const reading = cached ? parsedReading(cached) : null;
    if (reading) {
      readingStats.cached += 1;
      return reading;
    }
  }
  const start = performance.now();
  const document = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: options.ocr });
  const result = { document, readMs: performance.now() - start };
  if (options.useCache) {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written whole, then renamed: two runs at once (or one stopped mid-write) never leave half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(result));
    await rename(partial, file);
  }
  return result;
}
