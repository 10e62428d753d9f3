/**
 * One row per evaluated set (shared corpus and the eval set's halves): the figures issue 9 targets,
 * printed side by side and checked against the targets set by set.
 */

import { EVAL_HALVES } from '../eval-set/load';
import { REAL_DECK_HALVES } from '../eval-set/real-decks';
import { ndcgAt, pairCounts, type Ranked, rank, separationOf } from './ranking';

export const SET_NAMES = ['corpus', ...REAL_DECK_HALVES, ...EVAL_HALVES] as const;
export type SetName = (typeof SET_NAMES)[number];

/** Issue 9's targets; they bind on the held-out halves and the shared corpus, the tuning half is shown for reference. */
export const SET_TARGETS = {
  meanNdcg5: 0.85,
  minNdcg5: 0.7,
  pairs: 0.85,
  raise: 0.95,
  companyText: 0.95,
  companyImage: 0.8,
  /** Issue 26: scores read as verdicts. Every clear fit at least this, and on every thesis */
  minClearFit: 0.6,
  /** the mean clear-fit score at least this far above the mean no-fit score. */
  minSeparation: 0.4,
} as const;

export interface Count {
  right: number;
  total: number;
}

export interface ThesisRanking {
  thesis: string;
  ndcg5: number;
  pairwise: number;
  pairs: number;
  correctPairs: number;
  top5: string;
  /** Lowest clear-fit score and mean clear fit minus mean no-fit (ranking.ts separationOf). */
  lowestClearFit: number | null;
  separation: number | null;
}

/** One thesis's row: its ranking measures over `items`, and its top five as `id (score, grade)`. */
export function thesisRanking(thesis: string, items: readonly Ranked[]): ThesisRanking {
  const { pairs, correct } = pairCounts(items);
  return {
    thesis,
    ndcg5: ndcgAt(items, 5),
    pairwise: pairs === 0 ? 1 : correct / pairs,
    pairs,
    correctPairs: correct,
    ...separationOf(items),
    top5: rank(items)
      .slice(0, 5)
      .map((item) => `${item.id} (${item.score.toFixed(2)}, g${item.grade})`)
      .join(', '),
  };
}

const orNa = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3));

/** A set's per-thesis table; `withTop5` adds each thesis's top five (never for a held-out set). */
export function rankingTable(ranking: readonly ThesisRanking[], withTop5: boolean): string[] {
  const cells = (r: ThesisRanking) =>
    `| ${r.thesis} | ${r.ndcg5.toFixed(3)} | ${r.pairwise.toFixed(3)} | ${orNa(r.lowestClearFit)} | ${orNa(r.separation)} |`;
  return withTop5
    ? [
        '| thesis | NDCG@5 | pairwise | lowest clear fit | separation | top 5 (score, grade) |',
        '|---|---|---|---|---|---|',
        ...ranking.map((r) => `${cells(r)} ${r.top5} |`),
      ]
    : [
        '| thesis | NDCG@5 | pairwise | lowest clear fit | separation |',
        '|---|---|---|---|---|',
        ...ranking.map(cells),
      ];
}

export interface SetSummary {
  name: SetName;
  /** Where the grades come from: a commit for the eval-set halves. */
  gradesSource: string;
  decks: number;
  theses: number;
  ocrPages: number;
  companyText: Count;
  companyImage: Count;
  /** Decks that state a raise: the amount read is right. */
  raise: Count;
  /** Decks that state none, and how many of them got an amount anyway. */
  raiseInvented: Count;
  /** Decks that state a raise and got one: the stated currency was kept. */
  currency: Count;
  ranking: ThesisRanking[];
  /** Decks (unmodified) that carry an injection or hidden-text warning: all false alarms. */
  falseInjection: string[];
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const ratio = (c: Count) => (c.total === 0 ? 'n/a' : `${c.right}/${c.total} (${pct(c.right / c.total)})`);
const rate = (c: Count) => (c.total === 0 ? 1 : c.right / c.total);
const meanNdcg = (s: SetSummary) =>
  s.ranking.reduce((sum, r) => sum + r.ndcg5, 0) / Math.max(1, s.ranking.length);
const minNdcg = (s: SetSummary) => Math.min(...s.ranking.map((r) => r.ndcg5));
/** The thesis with the lowest value of a measure that some theses lack (no clear fit, or no no-fit). */
function lowestOf(
  s: SetSummary,
  measure: (r: ThesisRanking) => number | null,
): { value: number; thesis: string } | null {
  let lowest: { value: number; thesis: string } | null = null;
  for (const r of s.ranking) {
    const value = measure(r);
    if (value !== null && (lowest === null || value < lowest.value)) lowest = { value, thesis: r.thesis };
  }
  return lowest;
}
const lowestText = (lowest: { value: number; thesis: string } | null) =>
  lowest === null ? 'n/a' : `${lowest.value.toFixed(3)} (${lowest.thesis})`;
const pooledPairs = (s: SetSummary): Count => ({
  right: s.ranking.reduce((sum, r) => sum + r.correctPairs, 0),
  total: s.ranking.reduce((sum, r) => sum + r.pairs, 0),
});

export function sideBySide(summaries: readonly SetSummary[]): string[] {
  const row = (label: string, cell: (s: SetSummary) => string) =>
    `| ${label} | ${summaries.map(cell).join(' | ')} |`;
  return [
    `| measure | ${summaries.map((s) => s.name).join(' | ')} |`,
    `|---|${summaries.map(() => '---').join('|')}|`,
    row('grades from', (s) => s.gradesSource),
    row('decks / theses', (s) => `${s.decks} / ${s.theses}`),
    row('company name, text decks', (s) => ratio(s.companyText)),
    row('company name, image-only decks', (s) => ratio(s.companyImage)),
    row('raise right (decks stating one)', (s) => ratio(s.raise)),
    row('raise invented (decks stating none)', (s) => `${s.raiseInvented.right}/${s.raiseInvented.total}`),
    row('currency kept', (s) => ratio(s.currency)),
    row('mean NDCG@5', (s) => meanNdcg(s).toFixed(3)),
    row(
      'lowest NDCG@5',
      (s) => `${minNdcg(s).toFixed(3)} (${s.ranking.find((r) => r.ndcg5 === minNdcg(s))?.thesis ?? ''})`,
    ),
    row('pairs ordered right (all theses pooled)', (s) => ratio(pooledPairs(s))),
    row('lowest clear-fit score', (s) => lowestText(lowestOf(s, (r) => r.lowestClearFit))),
    row('lowest separation (mean clear fit − mean no-fit)', (s) =>
      lowestText(lowestOf(s, (r) => r.separation)),
    ),
    row('false injection warnings', (s) => String(s.falseInjection.length)),
  ];
}

export function targetsTable(summary: SetSummary): string[] {
  const check = (ok: boolean) => (ok ? 'met' : '**missed**');
  const lowest = summary.ranking.filter((r) => r.ndcg5 < SET_TARGETS.minNdcg5).map((r) => r.thesis);
  const pairs = pooledPairs(summary);
  const lowClearFits = summary.ranking.filter(
    (r) => r.lowestClearFit !== null && r.lowestClearFit < SET_TARGETS.minClearFit,
  );
  const narrow = summary.ranking.filter(
    (r) => r.separation !== null && r.separation < SET_TARGETS.minSeparation,
  );
  const lowestClear = lowestOf(summary, (r) => r.lowestClearFit);
  const lowestSeparation = lowestOf(summary, (r) => r.separation);
  const raiseOk = rate(summary.raise) >= SET_TARGETS.raise && summary.raiseInvented.right === 0;
  return [
    '| target | result | |',
    '|---|---|---|',
    `| mean NDCG@5 ≥ ${SET_TARGETS.meanNdcg5} | ${meanNdcg(summary).toFixed(3)} | ${check(meanNdcg(summary) >= SET_TARGETS.meanNdcg5)} |`,
    `| NDCG@5 ≥ ${SET_TARGETS.minNdcg5} on every thesis | min ${minNdcg(summary).toFixed(3)}${lowest.length ? `; under: ${lowest.join(', ')}` : ''} | ${check(lowest.length === 0)} |`,
    `| pairs ordered right ≥ ${pct(SET_TARGETS.pairs)} | ${ratio(pairs)} | ${check(rate(pairs) >= SET_TARGETS.pairs)} |`,
    `| every clear fit scores ≥ ${SET_TARGETS.minClearFit} | min ${lowestText(lowestClear)}${lowClearFits.length ? `; under: ${lowClearFits.map((r) => r.thesis).join(', ')}` : ''} | ${check(lowClearFits.length === 0)} |`,
    `| mean clear fit − mean no-fit ≥ ${SET_TARGETS.minSeparation} on every thesis | min ${lowestText(lowestSeparation)}${narrow.length ? `; under: ${narrow.map((r) => r.thesis).join(', ')}` : ''} | ${check(narrow.length === 0)} |`,
    `| raise right ≥ ${pct(SET_TARGETS.raise)} of decks stating one, never invented | ${ratio(summary.raise)}; invented ${summary.raiseInvented.right} | ${check(raiseOk)} |`,
    `| company name ≥ ${pct(SET_TARGETS.companyText)} on text decks | ${ratio(summary.companyText)} | ${check(rate(summary.companyText) >= SET_TARGETS.companyText)} |`,
    `| company name ≥ ${pct(SET_TARGETS.companyImage)} on image-only decks | ${ratio(summary.companyImage)} | ${check(rate(summary.companyImage) >= SET_TARGETS.companyImage)} |`,
    // The held-out half's deck ids stay out of the report, as its per-deck readings do.
    `| no false injection warning | ${summary.falseInjection.length}${summary.falseInjection.length && summary.name !== 'blind' ? ` (${summary.falseInjection.join(', ')})` : ''} | ${check(summary.falseInjection.length === 0)} |`,
  ];
}
