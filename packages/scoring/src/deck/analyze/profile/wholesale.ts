import { termAlternation } from '../../../language/lexicon-matcher';
import { quoteWindow } from '../../../language/quote';
import { PRE_BOUGHT_STOCK, PRE_BUYING_VERBS } from '../lexicon/thesis-grammar';
import type { Cited } from '../types';
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
  for (const page of deck.pages) {
    for (const line of page.lines) {
      const match = line.text.match(BUYS_STOCK);
      if (match)
        return { value: match[0], page: page.number, quote: quoteWindow(line.text, 0, line.text.length) };
    }
  }
  return null;
}
