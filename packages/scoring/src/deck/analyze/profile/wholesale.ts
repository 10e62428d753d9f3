import { termAlternation } from '../../../language/lexicon-matcher';
import { PRE_BOUGHT_STOCK, PRE_BUYING_VERBS } from '../lexicon/thesis-grammar';
import type { Cited } from '../types';
import { firstLineSaying } from './first-line-saying';
import type { PreparedDeck } from './prepare';

/**
 * "We pre-buy allotments of rooms from 380 hotels", "we carry the unsold-room risk": the company
 * owns what it sells before a customer buys it.
 */
const BUYS_STOCK = new RegExp(
  `\\bwe\\s+(?:${termAlternation(PRE_BUYING_VERBS)})\\b[^.;]{0,30}?\\b(?:${termAlternation(PRE_BOUGHT_STOCK)})\\b|\\bwe\\s+(?:carry|take|hold|bear)\\s+(?:the\\s+|all\\s+(?:the\\s+)?)?(?:unsold[\\s-]+[\\p{L}-]+|inventory)\\s+risk\\b`,
  'iu',
);

/**
 * The first line where a deck says it buys the stock it resells, cited: what makes a wholesaler
 * or a bed bank whether or not the deck uses either word.
 */
export function buysStockItResells(deck: PreparedDeck): Cited<string> | null {
  return firstLineSaying(deck, BUYS_STOCK);
}
