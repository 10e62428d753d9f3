import { quoteWindow } from '../../../language/quote';
import type { Cited } from '../types';
import type { PreparedDeck } from './prepare';

/** The first line of the deck that `pattern` matches, cited with what it matched and the whole line. */
export function firstLineSaying(deck: PreparedDeck, pattern: RegExp): Cited<string> | null {
  for (const page of deck.pages) {
    for (const line of page.lines) {
      const match = line.text.match(pattern);
      if (match)
        return { value: match[0], page: page.number, quote: quoteWindow(line.text, 0, line.text.length) };
    }
  }
  return null;
}
