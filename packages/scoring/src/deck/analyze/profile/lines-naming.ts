import { compileLexicon } from '../../../language/lexicon-matcher';
import { quoteWindow } from '../../../language/quote';
import { escapeRegExp, round } from '../../../language/text';
import type { Cited } from '../types';
import type { PreparedDeck } from './prepare';

export interface LinesNaming {
  /** The lines that matched, each counted by `weightOf` its page number. */
  count: number;
  /** The first line that matched, for the citation. */
  first: { page: number; text: string };
}

/**
 * Counts the deck's lines that `names` something, with the company's own name taken out first:
 * "Crewline" or "Torqa Robotics" is what the company is called, not evidence of what it does.
 * Null when no line does.
 */
export function linesNaming(
  deck: PreparedDeck,
  companyName: string | null,
  names: (text: string) => boolean,
  weightOf: (pageNumber: number) => number = () => 1,
): LinesNaming | null {
  const name = companyName && companyName.length >= 3 ? new RegExp(escapeRegExp(companyName), 'gi') : null;
  let count = 0;
  let first: LinesNaming['first'] | null = null;
  for (const page of deck.pages) {
    for (const line of page.lines) {
      if (!names(name ? line.text.replace(name, ' ') : line.text)) continue;
      count += weightOf(page.number);
      first ??= { page: page.number, text: line.text };
    }
  }
  return first ? { count, first } : null;
}

/**
 * How strongly a deck keeps naming a kind of customer (0..1): the lines that name it, the cover's
 * counting three times (as for sub-sectors), against `fullAt` lines. Cited with the first such line.
 */
export function customerNamedShare(
  deck: PreparedDeck,
  companyName: string | null,
  names: (text: string) => boolean,
  fullAt: number,
): Cited<number> | null {
  const found = linesNaming(deck, companyName, names, (pageNumber) => (pageNumber === 1 ? 3 : 1));
  if (!found) return null;
  return {
    value: round(Math.min(1, found.count / fullAt), 4),
    page: found.first.page,
    quote: quoteWindow(found.first.text, 0, found.first.text.length),
  };
}

/**
 * A reader of how strongly a deck keeps naming one kind of customer (small businesses, public bodies,
 * frontline workers) by its words, full at `fullAt` lines (customerNamedShare).
 */
export function customerKindReader(
  terms: readonly string[],
  fullAt: number,
): (deck: PreparedDeck, companyName: string | null) => Cited<number> | null {
  const named = compileLexicon(terms.map((term) => ({ key: 'customer' as const, term, weight: 1 })));
  return (deck, companyName) =>
    customerNamedShare(deck, companyName, (text) => named(text).length > 0, fullAt);
}
