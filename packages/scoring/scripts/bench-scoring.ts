/**
 * `pnpm bench:scoring`: prints deck-reading figures as Markdown for docs/benchmarks.md.
 *   - text extraction ms per page (readDeck without OCR) beside poppler's pdftotext on the same decks;
 *   - OCR ms per page on image-only decks, and the time for 20 such pages;
 *   - peak RSS while reading the 186-page MySQL deck;
 *   - built-in extraction ms per deck, and matches per second of every deck against every corpus thesis.
 * `--scoring-only` runs the scoring figures alone; `--survey` also reads every corpus deck with OCR and lists the pages that went to OCR.
 * Figures only: nothing here asserts a time.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir, corpusPath } from '@pitchfit/testing/corpus';
import { extractDeckBuiltin } from '../src/deck/analyze/extract';
import { matchDeckBuiltin } from '../src/deck/analyze/match';
import type { DeckExtraction, ThesisInput } from '../src/deck/index';
import { createOcrEngine, DECK_READ_LIMITS, readDeck } from '../src/deck/read/index';
import { loadCorpus } from './eval/corpus';

const CORPUS = join(corpusPath(), 'decks');
const TEXT_DECKS = [
  'front-series-a.pdf',
  'uber-2008-ubercab.pdf',
  'moz-2011.pdf',
  'square-student-pitch.pdf',
  'standard-treasury-series-a.pdf',
  'we360-ai-2025.pdf',
  'mysql-2003-series-b.pdf',
];
const IMAGE_ONLY_DECKS = ['tinder-matchbox.pdf', 'datastride-analytics.pdf'];
const BIG_DECK = 'mysql-2003-series-b.pdf';
const REPEATS = 3;

const deckBytes = (file: string) => new Uint8Array(readFileSync(join(CORPUS, file)));
const fixed = (n: number, digits = 1) => n.toFixed(digits);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timeRead(bytes: Uint8Array, ocr: Parameters<typeof readDeck>[1]['ocr']) {
  const start = performance.now();
  const document = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr });
  return { document, ms: performance.now() - start };
}

function pdftotextMs(file: string): number | null {
  const start = performance.now();
  const result = spawnSync('pdftotext', ['-q', join(CORPUS, file), '-'], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  if (result.error) return null;
  return performance.now() - start;
}

async function benchTextExtraction(): Promise<void> {
  console.log('### Text extraction (readDeck, OCR off; median of 3 warm runs)\n');
  console.log('| deck | pages | readDeck ms/page | pdftotext ms/page | ratio |');
  console.log('|---|---|---|---|---|');
  await readDeck(deckBytes(TEXT_DECKS[0] ?? ''), { ...DECK_READ_LIMITS, ocr: false });
  let ours = 0;
  let poppler = 0;
  let pages = 0;
  for (const file of TEXT_DECKS) {
    const bytes = deckBytes(file);
    const runs: number[] = [];
    let pageCount = 0;
    for (let i = 0; i < REPEATS; i++) {
      const { document, ms } = await timeRead(bytes, false);
      runs.push(ms);
      pageCount = document.pageCount;
    }
    const popplerRuns = Array.from({ length: REPEATS }, () => pdftotextMs(file));
    const popplerMs = popplerRuns.every((ms) => ms !== null) ? median(popplerRuns as number[]) : null;
    const oursMs = median(runs);
    ours += oursMs;
    pages += pageCount;
    if (popplerMs !== null) poppler += popplerMs;
    const popplerCell = popplerMs === null ? 'not installed' : fixed(popplerMs / pageCount, 2);
    const ratio = popplerMs === null ? '-' : `${fixed(oursMs / popplerMs)}x`;
    console.log(`| ${file} | ${pageCount} | ${fixed(oursMs / pageCount, 2)} | ${popplerCell} | ${ratio} |`);
  }
  const total =
    poppler > 0 ? `${fixed(poppler / pages, 2)} | ${fixed(ours / poppler)}x` : 'not installed | -';
  console.log(`| **all** | ${pages} | ${fixed(ours / pages, 2)} | ${total} |\n`);
}

async function benchOcr(): Promise<void> {
  console.log('### OCR (image-only decks, one engine, English model from npm)\n');
  const engineStart = performance.now();
  const engine = await createOcrEngine();
  console.log(`Engine start: ${fixed(performance.now() - engineStart, 0)} ms\n`);
  console.log('| deck | pages | OCR pages | total s | ms per OCR page | 20 pages at that rate |');
  console.log('|---|---|---|---|---|---|');
  try {
    for (const file of IMAGE_ONLY_DECKS) {
      const { document, ms } = await timeRead(deckBytes(file), engine);
      const perPage = ms / Math.max(1, document.ocrPages);
      console.log(
        `| ${file} | ${document.pageCount} | ${document.ocrPages} | ${fixed(ms / 1000)} | ${fixed(perPage, 0)} | ${fixed((perPage * 20) / 1000)} s |`,
      );
    }
  } finally {
    await engine.close();
  }
  console.log('');
}

async function benchMemory(): Promise<void> {
  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const { document, ms } = await timeRead(deckBytes(BIG_DECK), false);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (bytes: number) => fixed(bytes / 1024 / 1024, 0);
  console.log('### Memory\n');
  console.log(
    `${BIG_DECK} (${document.pageCount} pages, cold, ${fixed(ms, 0)} ms): peak RSS ${mb(peak)} MB (${mb(before)} MB before the read; process-wide, parser thread included).\n`,
  );
}

/** Extraction once per deck, then every deck against every corpus thesis, warm, for about two seconds. */
async function benchScoring(): Promise<void> {
  console.log('### Scoring (built-in engine)\n');
  const { theses } = await loadCorpus(corpusPath());
  const thesisInputs: ThesisInput[] = theses.map((thesis, i) => ({
    text: thesis.excerpt,
    version: i + 1,
    answers: [],
  }));
  const extractions: DeckExtraction[] = [];
  console.log('| deck | extraction ms |');
  console.log('|---|---|');
  for (const file of TEXT_DECKS) {
    const { document } = await timeRead(deckBytes(file), false);
    const start = performance.now();
    extractions.push(extractDeckBuiltin(document, file));
    console.log(`| ${file} | ${fixed(performance.now() - start, 0)} |`);
  }
  // The first match of a thesis reads it (once per thesis version, as the worker does); later ones reuse it.
  const coldStart = performance.now();
  for (const thesis of thesisInputs) matchDeckBuiltin(extractions[0] as DeckExtraction, thesis);
  const readMs = (performance.now() - coldStart) / thesisInputs.length;
  let matches = 0;
  const start = performance.now();
  while (performance.now() - start < 2000) {
    for (const extraction of extractions)
      for (const thesis of thesisInputs) matchDeckBuiltin(extraction, thesis);
    matches += extractions.length * thesisInputs.length;
  }
  const perSecond = matches / ((performance.now() - start) / 1000);
  console.log(
    `\nMatching: ${fixed(perSecond, 0)} matches/s warm (${extractions.length} decks x ${thesisInputs.length} corpus theses, ${matches} matches; target >= 1,000/s). First match of a thesis, which reads it: ${fixed(readMs, 1)} ms.\n`,
  );
}

async function surveyCorpus(): Promise<void> {
  console.log('### Corpus survey (OCR on): pages read by OCR, hidden text\n');
  console.log('| deck | pages | OCR pages | s | warnings |');
  console.log('|---|---|---|---|---|');
  const engine = await createOcrEngine();
  try {
    for (const file of readdirSync(CORPUS)
      .filter((name) => name.endsWith('.pdf'))
      .sort()) {
      try {
        const { document, ms } = await timeRead(deckBytes(file), engine);
        const warnings = document.warnings.join('; ') || '-';
        console.log(
          `| ${file} | ${document.pageCount} | ${document.ocrPages} | ${fixed(ms / 1000)} | ${warnings} |`,
        );
      } catch (error) {
        console.log(
          `| ${file} | - | - | - | failed: ${error instanceof Error ? error.message : String(error)} |`,
        );
      }
    }
  } finally {
    await engine.close();
  }
  console.log('');
}

async function main(): Promise<void> {
  corpusDir(); // Throws, naming CORPUS_DIR, when the corpus is missing.
  console.log(`## Deck reading\n\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}.\n`);
  if (process.argv.includes('--scoring-only')) return benchScoring();
  // Memory first: OCR and rendering leave the process's heap grown, which would hide the read's own peak.
  await benchMemory();
  await benchTextExtraction();
  await benchOcr();
  await benchScoring();
  if (process.argv.includes('--survey')) await surveyCorpus();
}

await main();
