import { countWords, escapeRegExp, squashSpaces } from '../../../language/text';
import { CONTEXT_HEADINGS, PRODUCT_HEADINGS } from '../lexicon/slide-roles';
import { SLIDE_ROLE_WEIGHT } from '../tuning';
import type { PreparedDeck, PreparedPage } from './prepare';

/**
 * What a slide is for, read from its heading as an analyst skims a deck: the cover and the
 * slides that show the product say what the company is; the market, competition, customer-logo,
 * traction, team and funding slides (`context`) describe the world around it. A sector named
 * only there ("the global fashion market", "partners: a biotech lab") is a mention in passing.
 */
export type SlideRole = 'cover' | 'product' | 'context' | 'other';

const heading = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu');
const PRODUCT = heading(PRODUCT_HEADINGS);
const CONTEXT = heading(CONTEXT_HEADINGS);

/** A line printed on this many slides or more ("SEED ROUND 2024", a logo word) is a running header, not a heading. */
const RUNNING_PAGES = 3;
/** Where a heading sits: among a slide's first lines. */
const HEADING_LINES = 6;
/** The first line of a slide is its title up to this many words ("Market for Opportunities: Existing Online Job Markets"). */
const TITLE_WORDS = 12;
/** Any other short line near the top can be the heading ("MARKET SIZE" under a chart caption). */
const HEADING_WORDS = 5;

const roles = new WeakMap<PreparedDeck, ReadonlyMap<number, SlideRole>>();

function runningLines(deck: PreparedDeck): Set<string> {
  const pagesWith = new Map<string, number>();
  for (const page of deck.pages) {
    for (const line of new Set(page.lines.map((l) => squashSpaces(l.text).toLowerCase()))) {
      pagesWith.set(line, (pagesWith.get(line) ?? 0) + 1);
    }
  }
  return new Set([...pagesWith].filter(([, count]) => count >= RUNNING_PAGES).map(([line]) => line));
}

function roleOf(page: PreparedPage, running: ReadonlySet<string>): SlideRole {
  const lines = page.lines
    .map((line) => squashSpaces(line.text))
    .filter((text) => text !== '' && !running.has(text.toLowerCase()))
    .slice(0, HEADING_LINES);
  const candidates = lines.filter((text, i) => countWords(text) <= (i === 0 ? TITLE_WORDS : HEADING_WORDS));
  for (const text of candidates) {
    if (PRODUCT.test(text)) return 'product';
    if (CONTEXT.test(text)) return 'context';
  }
  return 'other';
}

/** The role of each page of the deck, by page number; the first page with text is the cover. */
export function slideRoles(deck: PreparedDeck): ReadonlyMap<number, SlideRole> {
  const known = roles.get(deck);
  if (known) return known;
  const running = runningLines(deck);
  const cover = deck.pages.find((page) => page.lines.length > 0);
  const found = new Map(
    deck.pages.map((page) => [page.number, page === cover ? 'cover' : roleOf(page, running)] as const),
  );
  roles.set(deck, found);
  return found;
}

export const slideRole = (deck: PreparedDeck, page: PreparedPage): SlideRole =>
  slideRoles(deck).get(page.number) ?? 'other';

/** How much a slide's words count towards what the company is (SLIDE_ROLE_WEIGHT). */
export const slideRoleWeight = (deck: PreparedDeck, page: PreparedPage): number =>
  SLIDE_ROLE_WEIGHT[slideRole(deck, page)];
