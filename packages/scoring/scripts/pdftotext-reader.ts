import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DeckDocument } from '../src/deck/read/index';

const run = promisify(execFile);

/**
 * TEMPORARY stand-in for readDeck (packages/scoring/src/deck/read) until that branch lands:
 * poppler's `pdftotext -layout`, one page at a time, no OCR and no hidden-text detection.
 * Delete once readDeck exists.
 */
export async function readWithPdftotext(bytes: Uint8Array): Promise<DeckDocument> {
  const dir = await mkdtemp(join(tmpdir(), 'deck-'));
  try {
    const file = join(dir, 'deck.pdf');
    await writeFile(file, bytes);
    const { stdout: info } = await run('pdfinfo', [file]);
    const pageCount = Number(info.match(/^Pages:\s+(\d+)/m)?.[1] ?? 0);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    const texts = stdout.split('\f');
    const pages = Array.from({ length: pageCount }, (_, i) => {
      const text = texts[i] ?? '';
      return { number: i + 1, text, source: text.trim() ? ('text-layer' as const) : ('none' as const), hiddenText: [] };
    });
    return { pageCount, pages, warnings: [], ocrPages: 0 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
