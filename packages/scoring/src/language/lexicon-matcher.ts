import { escapeRegExp } from './text';

export interface LexiconEntry<K extends string> {
  key: K;
  term: string;
  weight: number;
}

export interface LexiconHit<K extends string> {
  key: K;
  term: string;
  weight: number;
  /** Offset of the hit in the searched text. */
  index: number;
  matched: string;
}

const WORD_CHAR = '[\\p{L}\\p{N}]';

/**
 * The one rule for how a lexicon term is written as a pattern: `open source` also accepts
 * `open-source` (a space in a term is a space or a hyphen in the text), and `payment*` is a prefix.
 * A pattern with a prefix term needs the `u` flag.
 */
export function termPattern(term: string): string {
  const prefix = term.endsWith('*');
  const words = (prefix ? term.slice(0, -1) : term).split(' ').map(escapeRegExp);
  return words.join('[\\s-]+') + (prefix ? `${WORD_CHAR}*` : '');
}

/** Terms as one alternation, longest first, so that the longer phrase wins at a position. */
export function termAlternation(terms: readonly string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length)
    .map(termPattern)
    .join('|');
}

/** A word between a cue and the people it names that is not a list: no comma, "and" or "or". */
export const NON_LIST_WORD = '(?:(?!(?:and|or)\\b)[^\\s,;:]+\\s+)';

/** The run of letters and digits a term or a text starts with at some position, lower-cased. */
const LEADING_RUN = /^[\p{L}\p{N}]*/u;
const leadingRun = (text: string) => (LEADING_RUN.exec(text)?.[0] ?? '').toLowerCase();

/**
 * Compiles a keyword list into one matcher. At any position the longest term wins, so a
 * phrase such as "planetary health" is counted once, for its own key, and not also as "health".
 * A term may belong to several keys; its hit is reported once per key.
 *
 * One alternation of every term would say the same, but V8 compiles a regular expression natively
 * only up to a size: past about 800 terms it falls back to its interpreter and runs a hundred times
 * slower. So terms are grouped by the word they start with (or, for `payment*`, the stem), each
 * group is one small sticky pattern, and at each word start only the groups of that word are tried;
 * among their matches the term that comes first in the order below wins, as in one alternation.
 */
export function compileLexicon<K extends string>(
  entries: ReadonlyArray<LexiconEntry<K>>,
): (text: string) => LexiconHit<K>[] {
  const byTerm = new Map<string, Array<{ key: K; weight: number }>>();
  for (const entry of entries) {
    const term = entry.term.toLowerCase();
    const owners = byTerm.get(term) ?? [];
    if (!owners.some((owner) => owner.key === entry.key))
      owners.push({ key: entry.key, weight: entry.weight });
    byTerm.set(term, owners);
  }
  // Longest first so that the longer phrase is preferred; ties broken alphabetically for determinism.
  const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  if (terms.length === 0) return () => [];

  // A term whose `*` ends its first word ("payment*") starts on any word beginning with the stem.
  const exact = new Map<string, number[]>();
  const stems = new Map<string, number[]>();
  terms.forEach((term, rank) => {
    const run = leadingRun(term);
    const stem = term.endsWith('*') && run.length === term.length - 1;
    const groups = stem ? stems : exact;
    groups.set(run, [...(groups.get(run) ?? []), rank]);
  });
  const compiled = new Map<number[], RegExp>();
  const patternOf = (ranks: number[]) => {
    let pattern = compiled.get(ranks);
    if (!pattern) {
      const alternatives = ranks.map((rank) => `(${termPattern(terms[rank] ?? '')})`);
      pattern = new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`, 'iuy');
      compiled.set(ranks, pattern);
    }
    return pattern;
  };
  const wordStart = new RegExp(`(?<!${WORD_CHAR})${WORD_CHAR}`, 'gu');

  /** The first term, in the order above, that matches at `index`. */
  const matchAt = (text: string, index: number) => {
    const run = leadingRun(text.slice(index, index + 64));
    const groups: number[][] = [];
    const same = exact.get(run);
    if (same) groups.push(same);
    for (let length = 1; length <= run.length; length += 1) {
      const group = stems.get(run.slice(0, length));
      if (group) groups.push(group);
    }
    let best: { rank: number; matched: string } | null = null;
    for (const ranks of groups) {
      const pattern = patternOf(ranks);
      pattern.lastIndex = index;
      const match = pattern.exec(text);
      if (!match) continue;
      const rank = ranks[match.findIndex((group, i) => i > 0 && group !== undefined) - 1];
      if (rank !== undefined && (!best || rank < best.rank)) best = { rank, matched: match[0] };
    }
    return best;
  };

  return (text: string) => {
    const hits: LexiconHit<K>[] = [];
    let from = 0;
    wordStart.lastIndex = 0;
    for (let start = wordStart.exec(text); start; start = wordStart.exec(text)) {
      if (start.index < from) continue;
      const found = matchAt(text, start.index);
      if (!found) continue;
      const term = terms[found.rank] ?? '';
      for (const owner of byTerm.get(term) ?? []) {
        hits.push({ key: owner.key, term, weight: owner.weight, index: start.index, matched: found.matched });
      }
      from = start.index + found.matched.length;
    }
    return hits;
  };
}

const termPatterns = new Map<string, RegExp>();

/** Offsets of every whole-word occurrence of `term` in `text`, the term written as `termPattern` reads it. */
export function termOffsets(text: string, term: string): number[] {
  let pattern = termPatterns.get(term);
  if (!pattern) {
    pattern = new RegExp(`(?<!${WORD_CHAR})(?:${termPattern(term.toLowerCase())})(?!${WORD_CHAR})`, 'giu');
    termPatterns.set(term, pattern);
  }
  return [...text.matchAll(pattern)].map((match) => match.index);
}
