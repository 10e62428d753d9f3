/**
 * `tsx scripts/bench-reading/one-thread.ts [passes]`: the reader's parts timed in CPU, in this one thread,
 * over the corpus's text decks, so a shared machine's load barely moves the figures (wall time does):
 *   - text + walk: the text pass as the reading thread runs it (getTextContent with the run walk fed from
 *     the same parse, walk-in-parser.ts, and the read budgets counted inside pdfjs, read-budget.ts).
 * pdfjs's getTextContent without the walk is the anchor of `bench:scoring` (pdfjs-alone.ts, a process
 * without the walk installed: once installed, every document opened to be read is walked).
 * Prints CPU ms per page, min / median of the passes. Loads pdfjs here: never import it from a server.
 */
import { installInertFontFace } from '../../src/deck/read/inert-fonts';
import { documentParameters, loadPdfjs } from '../../src/deck/read/pdfjs-runtime';
import { installParserWalk, readTextAndRuns } from '../../src/deck/read/walk-in-parser';
import { deckBytes, textDecks } from './text-decks';

const passes = Number(process.argv[2] ?? 3);
// `only` (a label below) times that part alone: for a CPU profile of it.
const only = process.argv[3];
const pdfjs = await loadPdfjs();
installInertFontFace();
installParserWalk(pdfjs.OPS);

async function readAll(file: string): Promise<number> {
  const doc = await pdfjs.getDocument(
    documentParameters(pdfjs, deckBytes(file), { maxImagePixels: 1, drawsPages: false }),
  ).promise;
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    await readTextAndRuns(page);
    page.cleanup();
  }
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

const decks = textDecks();
const figures: Record<string, number[]> = { 'text + walk': [] };
let pages = 0;
for (let pass = 0; pass <= passes; pass++) {
  // Pass 0 warms up (fonts, JIT) and is not counted.
  for (const [label, run] of [['text + walk', readAll]] as const) {
    if (only !== undefined && label !== only) continue;
    const since = process.cpuUsage();
    let read = 0;
    for (const file of decks) read += await run(file);
    if (label === 'text + walk') pages = read;
    if (pass > 0) figures[label]?.push(cpuMs(since));
  }
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
for (const [label, values] of Object.entries(figures)) {
  if (values.length === 0) continue;
  const s = sorted(values);
  const per = pages > 0 ? pages : 1;
  const min = (s[0] ?? Number.NaN) / per;
  const median = (s[Math.floor(s.length / 2)] ?? Number.NaN) / per;
  const unit = pages > 0 ? `CPU ms per page (${pages} pages)` : 'CPU ms per pass over the decks';
  console.log(`${label}: ${min.toFixed(2)} / ${median.toFixed(2)} ${unit}`);
}
