/**
 * Child process of `bench:scoring`: pdfjs's getTextContent on every page of a deck, nothing else, opened
 * as the reader's text pass opens it (documentParameters: no glyph outlines, inert fonts) and with pdfjs's
 * parser in the same thread, as the reader has it: the reader's first parse, so the ratio to it is the
 * reader's own work (the hidden-text walk, the pixel checks, the budget scan). It lives apart from
 * the bench because loading pdfjs replaces built-ins process-wide. Reads a deck file name per line on
 * stdin and answers each with the milliseconds it took and the CPU milliseconds this process spent, so
 * the bench can interleave it with the others.
 */
import { createInterface } from 'node:readline';
import { installInertFontFace } from '../../src/deck/read/inert-fonts';
import { documentParameters, loadPdfjs } from '../../src/deck/read/pdfjs-runtime';
import { deckBytes } from './text-decks';

const pdfjs = await loadPdfjs();
installInertFontFace();

async function readAll(file: string): Promise<string> {
  const data = deckBytes(file);
  const cpu = process.cpuUsage();
  const start = performance.now();
  const doc = await pdfjs.getDocument(
    documentParameters(pdfjs, data, { maxImagePixels: 1, drawsPages: false }),
  ).promise;
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    await page.getTextContent();
    page.cleanup();
  }
  await doc.destroy();
  const { user, system } = process.cpuUsage(cpu);
  return `${performance.now() - start} ${(user + system) / 1000}`;
}

for await (const file of createInterface({ input: process.stdin })) {
  process.stdout.write(`${await readAll(file)}\n`);
}
