import { termAlternation } from '../../../language/lexicon-matcher';
import { EMPLOYER_VERBS, PLACED_PEOPLE } from '../lexicon/thesis-grammar';
import type { Cited } from '../types';
import { firstLineSaying } from './first-line-saying';
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
  return firstLineSaying(deck, EMPLOYS_PEOPLE);
}
