/**
 * Child process of `bench:scoring`: pdfjs's getTextContent on every page of a deck, nothing else, with
 * the reader's settings and pdfjs's parser in the same thread, as the reader has it. It lives apart from
 * the bench because loading pdfjs replaces built-ins process-wide. Reads a deck file name per line on
 * stdin and answers each with the milliseconds it took and the CPU milliseconds this process spent, so
 * the bench can interleave it with the others.
 */
import { createInterface } from 'node:readline';
import { loadPdfjs, PDFJS_ASSETS } from '../../src/deck/read/pdfjs-runtime';
import { deckBytes } from './text-decks';

const { getDocument, VerbosityLevel } = await loadPdfjs();

async function readAll(file: string): Promise<string> {
  const data = deckBytes(file);
  const cpu = process.cpuUsage();
  const start = performance.now();
  const doc = await getDocument({
    data,
    ...PDFJS_ASSETS,
    maxImageSize: 1,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
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
