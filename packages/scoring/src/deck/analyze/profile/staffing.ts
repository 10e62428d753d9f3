import { termAlternation } from '../../../language/lexicon-matcher';
import { quoteWindow } from '../../../language/quote';
import { EMPLOYER_VERBS, PLACED_PEOPLE } from '../lexicon/thesis-grammar';
import type { Cited } from '../types';
import type { PreparedDeck } from './prepare';

/** "We employ and train our own pool of warehouse workers": the company is the employer of the people it sends. */
const EMPLOYS_PEOPLE = new RegExp(
  `\\bwe\\s+(?:${termAlternation(EMPLOYER_VERBS)})\\b[^.;]{0,40}?\\b(?:${termAlternation(PLACED_PEOPLE)})\\b`,
  'iu',
);

/**
 * The first line where a deck says it employs the people it places, cited: what makes a
 * "staffing company whose revenue is the hours of the people it employs", whether or not the deck
 * says "staffing" or "agency".
 */
export function employsPlacedPeople(deck: PreparedDeck): Cited<string> | null {
  for (const page of deck.pages) {
    for (const line of page.lines) {
      const match = line.text.match(EMPLOYS_PEOPLE);
      if (match)
        return { value: match[0], page: page.number, quote: quoteWindow(line.text, 0, line.text.length) };
    }
  }
  return null;
}
