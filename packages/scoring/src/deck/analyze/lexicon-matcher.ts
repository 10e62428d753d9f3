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

/** Turns `open source` into a pattern that also accepts `open-source`, and `payment*` into a prefix. */
function termPattern(term: string): string {
  const prefix = term.endsWith('*');
  const words = (prefix ? term.slice(0, -1) : term).split(' ').map(escapeRegExp);
  return words.join('[\\s-]+') + (prefix ? `${WORD_CHAR}*` : '');
}

/**
 * Compiles a keyword list into one matcher. At any position the longest term wins, so a
 * phrase such as "planetary health" is counted once, for its own key, and not also as "health".
 * A term may belong to several keys; its hit is reported once per key.
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
  // Longest first so that alternation prefers the longer phrase; ties broken alphabetically for determinism.
  const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  if (terms.length === 0) return () => [];
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(?:${terms.map((term) => `(${termPattern(term)})`).join('|')})(?!${WORD_CHAR})`,
    'giu',
  );
  return (text: string) => {
    const hits: LexiconHit<K>[] = [];
    for (const match of text.matchAll(pattern)) {
      const groupIndex = match.findIndex((group, i) => i > 0 && group !== undefined);
      const term = terms[groupIndex - 1];
      if (term === undefined) continue;
      for (const owner of byTerm.get(term) ?? []) {
        hits.push({ key: owner.key, term, weight: owner.weight, index: match.index, matched: match[0] });
      }
    }
    return hits;
  };
}
