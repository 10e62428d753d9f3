/**
 * Facts of an extraction against an eval-set deck's ground truth. The comparisons are the
 * examiner's own (no engine helper), so that a change in the engine cannot change the ruler.
 */
import type { DeckExtraction } from '../../src/deck/index';
import type { DeckTruth } from './schema';

export interface EvalDeckVerdict {
  company: boolean;
  /** null: the deck states no raise (then `raiseInvented` says whether one was read anyway). */
  raise: boolean | null;
  raiseInvented: boolean;
  /** null: no raise stated or none read; else whether the read raise kept the stated currency. */
  currencyKept: boolean | null;
}

/** Lower case, "&" as "and", letters and digits only: "Oat & Ember" and "oat and ember" agree. */
export const compactName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Right when the name read equals an accepted name, or one contains the other ("Keyhole Security"). */
export function companyRight(truth: DeckTruth, read: string | null): boolean {
  if (read === null) return false;
  const ours = compactName(read);
  if (ours.length < 3) return false;
  return [truth.company, ...(truth.aliases ?? [])]
    .map(compactName)
    .some((name) => name === ours || ours.includes(name) || name.includes(ours));
}

const close = (a: number, b: number) => Math.abs(a - b) <= 0.005 * Math.max(a, b);

export function judgeEvalDeck(truth: DeckTruth, extraction: DeckExtraction): EvalDeckVerdict {
  const read = extraction.facts.raise?.value ?? null;
  const stated = truth.raise;
  const currencyKept = stated && read ? read.currency === stated.currency : null;
  let raise: boolean | null = null;
  if (stated) {
    // A range is right when its lower end is; a stated currency must not be contradicted.
    raise =
      read !== null &&
      close(read.amount, stated.amount) &&
      (read.currency === null || read.currency === stated.currency);
  }
  return {
    company: companyRight(truth, extraction.facts.companyName?.value ?? null),
    raise,
    raiseInvented: stated === null && read !== null,
    currencyKept,
  };
}
