/** Runs one half of the independent eval set (packages/scoring/eval-set) through an engine. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DeckEngine, DeckExtraction, ThesisInput } from '../../src/deck/index';
import { DeckReadError, type OcrEngine } from '../../src/deck/read/index';
import { type EvalDeckVerdict, judgeEvalDeck } from '../eval-set/judge';
import { type EvalHalf, HALF_USE, loadEvalHalf } from '../eval-set/load';
import { deckPdf } from '../eval-set/pdf-cache';
import type { EvalThesis } from '../eval-set/schema';
import { readCached } from './read-cache';
import { rankingTable, type SetSummary, thesisRanking } from './set-summary';

export const INJECTION_FLAG = /Instruction aimed at the AI|Hidden text/;

interface HalfDeckRun {
  id: string;
  imageOnly: boolean;
  ocrPages: number;
  pageCount: number;
  readMs: number;
  /** null: readDeck refused the deck (no readable text, e.g. an image-only deck with OCR off). */
  extraction: DeckExtraction | null;
  unreadable: string | null;
  verdict: EvalDeckVerdict;
}

export const thesisInputOf = (thesis: EvalThesis): ThesisInput => ({
  text: thesis.text,
  version: 1,
  answers: thesis.answers.map(({ topic, question, answer }) => ({ topic, question, answer })),
});

const repoRoot = () => fileURLToPath(new URL('../../../..', import.meta.url));

/** The last commit that touched a half's grades (in `dir`): the report cites it as the grades' source. */
export async function gradesCommit(dir: string): Promise<string> {
  const file = relative(repoRoot(), `${dir}/grades.json`);
  const { stdout } = await promisify(execFile)('git', ['log', '-1', '--format=%h', '--', file], {
    cwd: repoRoot(),
  }).catch(() => ({ stdout: '' }));
  return stdout.trim() ? `commit ${stdout.trim()}` : 'uncommitted grades';
}

const money = (m: { amount: number; currency: string | null; maxAmount?: number | null } | null) =>
  m ? `${m.currency ?? '?'} ${m.amount}${m.maxAmount ? `–${m.maxAmount}` : ''}` : '—';

export async function runEvalHalf(
  half: EvalHalf,
  engine: DeckEngine,
  options: {
    useCache: boolean;
    ocr: false | OcrEngine;
    /** Per-deck readings and top-5 lists; off for the blind half so that its report does not expose it. */
    details: boolean;
  },
): Promise<{ summary: SetSummary; lines: string[] }> {
  const set = await loadEvalHalf(half);
  const runs: HalfDeckRun[] = [];
  for (const spec of set.decks) {
    const bytes = await deckPdf(half, spec);
    const contentHash = createHash('sha256').update(bytes).digest('hex');
    const reading = await readCached(bytes, contentHash, options).catch((error: unknown) => {
      // The product would fail this deck too: it counts as read wrong and ranks last.
      if (error instanceof DeckReadError) return error;
      throw error;
    });
    if (reading instanceof DeckReadError) {
      runs.push({
        id: spec.id,
        imageOnly: spec.truth.image_only,
        ocrPages: 0,
        pageCount: spec.slides.length,
        readMs: 0,
        extraction: null,
        unreadable: reading.code,
        verdict: {
          company: false,
          raise: spec.truth.raise ? false : null,
          raiseInvented: false,
          currencyKept: null,
        },
      });
      process.stderr.write(`${half}/${spec.id}: not readable (${reading.code})\n`);
      continue;
    }
    const { document, readMs } = reading;
    const extraction = await engine.extract({ bytes, document, contentHash });
    runs.push({
      id: spec.id,
      imageOnly: spec.truth.image_only,
      ocrPages: document.ocrPages,
      pageCount: document.pageCount,
      readMs,
      extraction,
      unreadable: null,
      verdict: judgeEvalDeck(spec.truth, extraction),
    });
    process.stderr.write(
      `${half}/${spec.id}: read ${Math.round(readMs)} ms (${document.ocrPages} OCR pages)\n`,
    );
  }

  const ranking: SetSummary['ranking'] = [];
  for (const thesis of set.theses) {
    const input = thesisInputOf(thesis);
    const grades = set.grades[thesis.id] ?? {};
    const items = await Promise.all(
      runs.map(async (run) => ({
        id: run.id,
        score: run.extraction
          ? (await engine.match({ extraction: run.extraction, thesis: input })).matchScore
          : -1,
        grade: grades[run.id]?.grade ?? 0,
      })),
    );
    ranking.push(thesisRanking(thesis.id, items));
  }

  const count = (list: HalfDeckRun[], ok: (r: HalfDeckRun) => boolean | null) => {
    const judged = list.filter((r) => ok(r) !== null);
    return { right: judged.filter((r) => ok(r) === true).length, total: judged.length };
  };
  const specOf = (id: string) => set.decks.find((d) => d.id === id);
  const summary: SetSummary = {
    name: half,
    gradesSource: await gradesCommit(set.dir),
    decks: runs.length,
    theses: set.theses.length,
    ocrPages: runs.reduce((n, r) => n + r.ocrPages, 0),
    companyText: count(
      runs.filter((r) => !r.imageOnly),
      (r) => r.verdict.company,
    ),
    companyImage: count(
      runs.filter((r) => r.imageOnly),
      (r) => r.verdict.company,
    ),
    raise: count(runs, (r) => r.verdict.raise),
    raiseInvented: count(
      runs.filter((r) => specOf(r.id)?.truth.raise === null),
      (r) => r.verdict.raiseInvented,
    ),
    currency: count(runs, (r) => r.verdict.currencyKept),
    ranking,
    falseInjection: runs
      .filter((r) => r.extraction?.flags.some((f) => INJECTION_FLAG.test(f)))
      .map((r) => r.id),
  };

  const mark = (v: boolean | null) => (v === null ? '·' : v ? '✓' : '✗');
  const deckTable = runs.map((run) => {
    const truth = specOf(run.id)?.truth;
    const stated = truth?.raise
      ? money({
          amount: truth.raise.amount,
          currency: truth.raise.currency,
          maxAmount: truth.raise.max_amount ?? null,
        })
      : '—';
    const raiseCell =
      run.verdict.raise === null ? (run.verdict.raiseInvented ? '✗ invented' : '·') : mark(run.verdict.raise);
    return `| ${run.id} | ${run.imageOnly ? 'yes' : ''} | ${run.ocrPages}/${run.pageCount} | ${run.unreadable ? `unreadable (${run.unreadable})` : (run.extraction?.facts.companyName?.value ?? '—')} | ${mark(run.verdict.company)} | ${stated} | ${money(run.extraction?.facts.raise?.value ?? null)} | ${raiseCell} | ${mark(run.verdict.currencyKept)} | ${summary.falseInjection.includes(run.id) ? 'yes' : ''} |`;
  });
  const lines = [
    `## ${HALF_USE[half].heading}`,
    '',
    `${set.decks.length} decks (${runs.filter((r) => r.imageOnly).length} image-only) and ${set.theses.length} theses from packages/scoring/eval-set/${half}; grades from ${summary.gradesSource}.`,
    '',
  ];
  if (options.details) {
    lines.push(
      '| deck | image-only | OCR pages | company read | company | raise stated | raise read | raise | currency | injection warning |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...deckTable,
      '',
      ...rankingTable(ranking, true),
      '',
    );
  } else {
    lines.push(
      'Per-deck readings and top-5 lists are left out so that this report does not expose the blind half (`--blind-details` prints them, never with `--write`).',
      '',
      ...rankingTable(ranking, false),
      '',
    );
  }
  return { summary, lines };
}
