/** Ranking measures for the evaluation: NDCG@k and pairwise accuracy against graded labels. */

export interface Ranked {
  id: string;
  score: number;
  grade: number;
}

/** Scores tied with others are ordered by id so that the metric itself is reproducible. */
export function rank(items: readonly Ranked[]): Ranked[] {
  return [...items].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

/** NDCG@k with gains 2^grade - 1; 1 when nothing is relevant to rank. */
export function ndcgAt(items: readonly Ranked[], k: number): number {
  const actual = dcg(
    rank(items)
      .slice(0, k)
      .map((item) => item.grade),
  );
  const ideal = dcg(
    [...items]
      .map((item) => item.grade)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  return ideal === 0 ? 1 : actual / ideal;
}

/** Share of pairs with different grades that the scores order correctly; a tie counts half. */
export function pairwiseAccuracy(items: readonly Ranked[]): number {
  const { pairs, correct } = pairCounts(items);
  return pairs === 0 ? 1 : correct / pairs;
}

/** Pairs with different grades, and how many the scores order correctly (a tie counts half): for pooling theses. */
export function pairCounts(items: readonly Ranked[]): { pairs: number; correct: number } {
  let pairs = 0;
  let correct = 0;
  for (const a of items) {
    for (const b of items) {
      if (a.grade <= b.grade) continue;
      pairs += 1;
      if (a.score > b.score) correct += 1;
      else if (a.score === b.score) correct += 0.5;
    }
  }
  return { pairs, correct };
}

/** The top grade of every set's scale (relevance.json, grades.json): the deck falls squarely within the thesis. */
export const CLEAR_FIT_GRADE = 2;

/** What a thesis's scores say as verdicts: its weakest clear fit, and how far clear fits sit above no-fits. */
export interface Separation {
  /** The lowest score of a clear fit (top grade); null when the thesis has none. */
  lowestClearFit: number | null;
  /** Mean clear-fit score minus mean no-fit (grade 0) score; null when either group is empty. */
  separation: number | null;
}

export function separationOf(items: readonly Ranked[]): Separation {
  const clear = items.filter((item) => item.grade === CLEAR_FIT_GRADE).map((item) => item.score);
  const none = items.filter((item) => item.grade === 0).map((item) => item.score);
  const mean = (scores: number[]) => scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return {
    lowestClearFit: clear.length === 0 ? null : Math.min(...clear),
    separation: clear.length === 0 || none.length === 0 ? null : mean(clear) - mean(none),
  };
}
