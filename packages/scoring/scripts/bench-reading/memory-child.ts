/**
 * Child process of `bench:reader-memory`: reads one case and prints, as JSON, the process's peak RSS
 * (every thread: the reading thread, tesseract's, the caller's) with what was read.
 */
import { DECK_READ_LIMITS, readDeck } from '../../src/deck/read/index';
import { deckBytes } from './text-decks';

export const MEMORY_CASES = {
  /** The corpus's largest deck, 186 pages of text, OCR off. */
  text: { decks: ['mysql-2003-series-b.pdf'], ocr: false },
  /** Two image-only decks at once (the worker reads two decks at a time), 22 pages of OCR. */
  ocr: { decks: ['tinder-matchbox.pdf', 'elevenlabs.pdf'], ocr: true },
} as const;

export type MemoryCase = keyof typeof MEMORY_CASES;

const isCase = (name: string | undefined): name is MemoryCase => name !== undefined && name in MEMORY_CASES;

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!isCase(name)) throw new Error(`usage: memory-child <${Object.keys(MEMORY_CASES).join('|')}>`);
  const { decks, ocr } = MEMORY_CASES[name];
  const start = performance.now();
  const documents = await Promise.all(
    decks.map((file) => readDeck(deckBytes(file), { ...DECK_READ_LIMITS, ocr })),
  );
  process.stdout.write(
    JSON.stringify({
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      pages: documents.reduce((sum, document) => sum + document.pageCount, 0),
      ocrPages: documents.reduce((sum, document) => sum + document.ocrPages, 0),
      seconds: (performance.now() - start) / 1000,
    }),
  );
}

if (process.argv[1]?.match(/memory-child\.[jt]s$/)) await main();
