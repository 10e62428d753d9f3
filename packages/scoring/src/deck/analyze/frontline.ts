import { FRONTLINE_TERMS, FRONTLINE_THESIS_TERMS } from './lexicon/workforce';
import { compileLexicon } from './lexicon-matcher';
import type { PreparedDeck } from './prepare';
import { quoteWindow } from './quote';
import { escapeRegExp, round } from './text';
import { FRONTLINE_FOCUS } from './tuning';
import type { Cited } from './types';

/**
 * Frontline, deskless and shift workers as a kind of customer. A thesis can be defined by them
 * across industries ("the frontline, deskless and shift workers in retail, logistics, field service
 * and care"); a deck serves them when it keeps naming them as its users ("technicians on the app",
 * "shift planning on the carer's phone"), whatever its industry reads as.
 */

const deckTerms = compileLexicon(
  FRONTLINE_TERMS.map((term) => ({ key: 'frontline' as const, term, weight: 1 })),
);
const thesisTerms = compileLexicon(
  FRONTLINE_THESIS_TERMS.map((term) => ({ key: 'frontline' as const, term, weight: 1 })),
);

/**
 * How strongly a deck is about frontline workers (0..1): the lines that name them, the cover's
 * counting three times (as for sub-sectors), against FRONTLINE_FOCUS.deckLines. Cited with the
 * first such line. The company's own name ("Crewline") is not evidence.
 */
export function frontlineUsers(deck: PreparedDeck, companyName: string | null): Cited<number> | null {
  const name = companyName && companyName.length >= 3 ? new RegExp(escapeRegExp(companyName), 'gi') : null;
  let lines = 0;
  let first: { page: number; text: string } | null = null;
  for (const page of deck.pages) {
    for (const line of page.lines) {
      const text = name ? line.text.replace(name, ' ') : line.text;
      if (deckTerms(text).length === 0) continue;
      lines += page.number === 1 ? 3 : 1;
      first ??= { page: page.number, text: line.text };
    }
  }
  if (!first) return null;
  return {
    value: round(Math.min(1, lines / FRONTLINE_FOCUS.deckLines), 4),
    page: first.page,
    quote: quoteWindow(first.text, 0, first.text.length),
  };
}

/**
 * Whether a thesis is defined by frontline workers: it names them, in any of their words, at least
 * FRONTLINE_FOCUS.thesisMentions times ("frontline, deskless and shift workers ... field teams
 * ... opens every shift"). One passing "frontline workforce" in a list of HR products is not a
 * customer focus. Returns the first clause that names them, for the reasoning.
 */
export function frontlineFocus(clauses: readonly string[]): string | null {
  let mentions = 0;
  let quote: string | null = null;
  for (const clause of clauses) {
    const hits = thesisTerms(clause).length;
    if (hits > 0) quote ??= clause;
    mentions += hits;
  }
  return mentions >= FRONTLINE_FOCUS.thesisMentions ? quote : null;
}
