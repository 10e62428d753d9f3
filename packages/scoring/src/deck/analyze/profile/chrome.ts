import { squashSpaces } from '../../../language/text';
import type { PreparedDeck } from './prepare';

/** A line is chrome (logo, banner, footer) when it repeats on at least this share of the slides. */
const CHROME_PAGE_SHARE = 0.5;
const CHROME_MIN_PAGES = 3;

/** A line as a key for spotting repeats: case, spacing and digits (page numbers, dates) aside. */
export const lineKey = (text: string) => squashSpaces(text).toLowerCase().replace(/\d+/g, '#');

const chromeOf = new WeakMap<PreparedDeck, ReadonlySet<string>>();

/** Lines repeated on many slides: logo lines, banners and footers (once per deck: names and one-liners both ask). */
export function chromeLineKeys(deck: PreparedDeck): ReadonlySet<string> {
  const known = chromeOf.get(deck);
  if (known) return known;
  const pagesOf = new Map<string, Set<number>>();
  for (const page of deck.pages) {
    for (const line of page.lines) {
      const key = lineKey(line.text);
      if (!key) continue;
      const pages = pagesOf.get(key) ?? new Set<number>();
      pages.add(page.number);
      pagesOf.set(key, pages);
    }
  }
  const needed = Math.max(CHROME_MIN_PAGES, Math.ceil(CHROME_PAGE_SHARE * deck.pages.length));
  const chrome = new Set([...pagesOf].filter(([, pages]) => pages.size >= needed).map(([key]) => key));
  chromeOf.set(deck, chrome);
  return chrome;
}
