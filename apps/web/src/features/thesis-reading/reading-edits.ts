import type {
  ReadingCorrection,
  ReadingFacet,
  ReadingItem,
  ReadingKind,
} from '@pitchfit/contracts/thesis-reading';

/** The fields of a correction the web sends (`hard` and `quote` are always given). */
export type Correction = Pick<ReadingCorrection, 'facet' | 'value' | 'kind' | 'hard' | 'quote'>;

const sameValue = (a: { facet: ReadingFacet; value: string }, b: { facet: ReadingFacet; value: string }) =>
  a.facet === b.facet && a.value === b.value;

/**
 * The corrections after one edit of an item: any earlier correction of the same value is replaced,
 * and undoing an item the investor added (no clause behind it) simply drops that correction.
 */
export function withEdit(
  corrections: readonly Correction[],
  item: Pick<ReadingItem, 'facet' | 'value' | 'quote'>,
  kind: ReadingKind | null,
  hard: boolean,
): Correction[] {
  const previous = corrections.find((c) => sameValue(c, item));
  const others = corrections.filter((c) => !sameValue(c, item));
  if (kind === null && previous && previous.quote === null) return others;
  return [
    ...others,
    { facet: item.facet, value: item.value, kind, hard, quote: previous?.quote ?? item.quote },
  ];
}

/** The corrections without one of them (its undo). */
export function withoutCorrection(corrections: readonly Correction[], undone: Correction): Correction[] {
  return corrections.filter((c) => !(sameValue(c, undone) && c.kind === undone.kind));
}

/** The edits an item offers, with the words on their buttons. */
export function itemEdits(item: Pick<ReadingItem, 'kind' | 'hard' | 'facet'>): Array<{
  label: string;
  kind: ReadingKind | null;
  hard: boolean;
}> {
  const edits: Array<{ label: string; kind: ReadingKind | null; hard: boolean }> = [
    { label: 'Remove', kind: null, hard: true },
  ];
  // A free word is only ever read in a rule-out: it can be removed, nothing else.
  if (item.facet === 'term') return edits;
  if (item.kind === 'exclude') {
    edits.push({ label: 'Want instead', kind: 'want', hard: true });
    edits.push(
      item.hard
        ? { label: 'Make soft', kind: 'exclude', hard: false }
        : { label: 'Make hard', kind: 'exclude', hard: true },
    );
  } else {
    edits.push({ label: 'Exclude instead', kind: 'exclude', hard: true });
    edits.push(
      item.kind === 'want'
        ? { label: 'Make soft', kind: 'soft', hard: false }
        : { label: 'Make hard', kind: 'want', hard: true },
    );
  }
  return edits;
}
