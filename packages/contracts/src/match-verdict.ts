/**
 * What a match score says to the investor (issue 26), beside SPEC section 9's colour bands and
 * filters, which it leaves as they are: a score is a verdict on the deck against the thesis.
 *
 * - 0.7 and above: the deck fits the thesis (every stated rule met, or nearly).
 * - 0.4 up to below 0.7: it fits in part (an adjacent sector, the wrong stage or place, a soft rule).
 * - below 0.4: it is outside the thesis.
 *
 * The built-in engine keeps a deck outside every sector the thesis wants, or one that is what a
 * hard exclusion rules out, below OUT_OF_THESIS_CEILING whatever its stage, cheque and place: a
 * margin under the "partly" line, so that such a deck never reads as a partial fit.
 */
export const MATCH_VERDICTS = [
  { verdict: 'fits', min: 0.7, label: 'Fits your thesis' },
  { verdict: 'partly', min: 0.4, label: 'Partly fits' },
  { verdict: 'outside', min: Number.NEGATIVE_INFINITY, label: 'Outside your thesis' },
] as const;
export type MatchVerdict = (typeof MATCH_VERDICTS)[number]['verdict'];

/** The built-in engine's ceiling for a deck out of the thesis's sectors or hitting a hard exclusion. */
export const OUT_OF_THESIS_CEILING = 0.3;

export function matchVerdict(score: number): MatchVerdict {
  return MATCH_VERDICTS.find((v) => score >= v.min)?.verdict ?? 'outside';
}

export function matchVerdictLabel(score: number): string {
  return MATCH_VERDICTS.find((v) => score >= v.min)?.label ?? 'Outside your thesis';
}

/** A 0..1 match score as the screens show it, a whole percentage ("82%"); null before a first score. */
export function formatMatchPercent(score: number | null): string | null {
  return score === null ? null : `${Math.round(score * 100)}%`;
}
