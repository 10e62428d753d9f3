/**
 * `pnpm bench:scoring`: prints deck-reading figures as Markdown for docs/benchmarks.md.
 *   - text extraction ms per page over the corpus's text decks: pdftotext, pdfjs getTextContent alone,
 *     readDeck (OCR off), with their ratios and the machine's load average;
 *   - OCR ms per page on image-only decks, and the time for 20 such pages;
 *   - built-in extraction ms per deck, and matches per second of every deck against every corpus thesis.
 * Peak memory is measured apart, in child processes: `pnpm bench:reader-memory`.
 * `--text-only` runs the text-extraction figures alone; `--scoring-only` the scoring figures alone; `--survey` also reads every corpus deck with OCR and lists the pages that went to OCR.
 * Figures only: nothing here asserts a time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { corpusDir, corpusPath } from '@pitchfit/testing/corpus';
import { matchDeckBuiltin } from '../src/deck/analyze/match/match';
import { extractDeckBuiltin } from '../src/deck/analyze/profile/extract';
import type { DeckExtraction, ThesisInput } from '../src/deck/index';
import { createOcrEngine, DECK_READ_LIMITS, readDeck } from '../src/deck/read/index';
import { addRun, DECKS_DIR, deckBytes, textDecks } from './bench-reading/text-decks';
import { loadCorpus } from './eval/corpus';

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
const REPEATS = 3;

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

const loadAverage = () =>
  loadavg()
    .map((load) => fixed(load, 2))
    .join(' ');

/** CPU ms of this process's waited-for children (Linux: cutime + cstime, in 10 ms ticks). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

function pdftotextMs(file: string): { ms: number; cpuMs: number } | null {
  const cpu = childrenCpuMs();
  const start = performance.now();
  const result = spawnSync('pdftotext', ['-q', join(DECKS_DIR, file), '-'], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  if (result.error) return null;
  return { ms: performance.now() - start, cpuMs: childrenCpuMs() - cpu };
}

/** pdfjs alone runs in a child process (loading it here would replace this process's built-ins), a deck per request. */
function startPdfjsAlone(): { time(file: string): Promise<{ ms: number; cpuMs: number }>; stop(): void } {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(new URL('./bench-reading/pdfjs-alone.ts', import.meta.url))],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async time(file) {
      child.stdin.write(`${file}\n`);
      const answer = await answers.next();
      if (answer.done) throw new Error('the pdfjs-alone child ended early');
      const [ms, cpuMs] = answer.value.split(' ').map(Number);
      return { ms: ms ?? Number.NaN, cpuMs: cpuMs ?? Number.NaN };
    },
    stop: () => child.stdin.end(),
  };
}

/** Per repeat, the whole corpus's ms per page; then the min and median of the repeats. */
function perPage(runsByDeck: Record<string, number[]>, pages: number): { min: number; median: number } {
  const totals = Array.from({ length: REPEATS }, (_, repeat) =>
    Object.values(runsByDeck).reduce((sum, runs) => sum + (runs[repeat] ?? Number.NaN), 0),
  );
  return { min: Math.min(...totals) / pages, median: median(totals) / pages };
}

/**
 * Every text deck of the corpus, read three ways: poppler's pdftotext (a process per deck, as a user
 * would run it), pdfjs's getTextContent alone (in a child process, the reader's settings), and readDeck
 * with OCR off (warm parser thread). The three take turns on each deck, so a change in the machine's
 * load falls on all of them; repeats are whole passes over the corpus.
 */
async function benchTextExtraction(): Promise<void> {
  const decks = textDecks();
  const loadBefore = loadAverage();
  console.log(
    `### Text extraction: ${decks.length} text decks of the corpus, min / median of ${REPEATS} passes\n`,
  );
  const pdfjsAlone = startPdfjsAlone();
  // Warm-up: the reader's parser thread and the child's pdfjs are loaded before any timing.
  await readDeck(deckBytes(decks[0] ?? ''), { ...DECK_READ_LIMITS, ocr: false });
  await pdfjsAlone.time(decks[0] ?? '');
  const pdfjsRuns: Record<string, number[]> = {};
  const readDeckRuns: Record<string, number[]> = {};
  const popplerRuns: Record<string, number[]> = {};
  const pdfjsCpu: Record<string, number[]> = {};
  const readDeckCpu: Record<string, number[]> = {};
  const popplerCpu: Record<string, number[]> = {};
  const pageCounts: Record<string, number> = {};
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    for (const file of decks) {
      const cpu = process.cpuUsage();
      const { document, ms } = await timeRead(deckBytes(file), false);
      const { user, system } = process.cpuUsage(cpu);
      addRun(readDeckRuns, file, ms);
      addRun(readDeckCpu, file, (user + system) / 1000);
      pageCounts[file] = document.pageCount;
      const poppler = pdftotextMs(file);
      if (poppler === null) throw new Error('pdftotext is not installed (apt-get install poppler-utils)');
      addRun(popplerRuns, file, poppler.ms);
      addRun(popplerCpu, file, poppler.cpuMs);
      const pdfjs = await pdfjsAlone.time(file);
      addRun(pdfjsRuns, file, pdfjs.ms);
      addRun(pdfjsCpu, file, pdfjs.cpuMs);
    }
  }
  pdfjsAlone.stop();
  const pages = Object.values(pageCounts).reduce((sum, count) => sum + count, 0);
  console.log('| deck | pages | pdftotext ms/page | pdfjs getTextContent ms/page | readDeck ms/page |');
  console.log('|---|---|---|---|---|');
  for (const file of decks) {
    const count = pageCounts[file] ?? 1;
    const cell = (runs: Record<string, number[]>) => fixed(median(runs[file] ?? []) / count, 2);
    console.log(`| ${file} | ${count} | ${cell(popplerRuns)} | ${cell(pdfjsRuns)} | ${cell(readDeckRuns)} |`);
  }
  const both = (figure: { min: number; median: number }) =>
    `${fixed(figure.min, 2)} / ${fixed(figure.median, 2)}`;
  const ratio = (a: { min: number; median: number }, b: { min: number; median: number }) =>
    `${fixed(a.min / b.min, 2)}x / ${fixed(a.median / b.median, 2)}x`;
  const wall = {
    poppler: perPage(popplerRuns, pages),
    pdfjs: perPage(pdfjsRuns, pages),
    ours: perPage(readDeckRuns, pages),
  };
  const cpu = {
    poppler: perPage(popplerCpu, pages),
    pdfjs: perPage(pdfjsCpu, pages),
    ours: perPage(readDeckCpu, pages),
  };
  for (const [label, figures] of [
    ['all, wall', wall],
    ['all, CPU', cpu],
  ] as const) {
    console.log(
      `| **${label}, min / median** | ${pages} | ${both(figures.poppler)} | ${both(figures.pdfjs)} | ${both(figures.ours)} |`,
    );
  }
  console.log('');
  for (const [label, figures] of [
    ['wall', wall],
    ['CPU (every thread of the process)', cpu],
  ] as const) {
    console.log(
      `${label}: readDeck / pdftotext ${ratio(figures.ours, figures.poppler)} (goal <= 1.5x); readDeck / pdfjs alone ${ratio(figures.ours, figures.pdfjs)} (goal <= 1.2x); pdfjs alone / pdftotext ${ratio(figures.pdfjs, figures.poppler)}  `,
    );
  }
  console.log(`Load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after.\n`);
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
    for (const file of readdirSync(DECKS_DIR)
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
  if (process.argv.includes('--text-only')) return benchTextExtraction();
  await benchTextExtraction();
  await benchOcr();
  await benchScoring();
  if (process.argv.includes('--survey')) await surveyCorpus();
}

await main();
