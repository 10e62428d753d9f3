import { HARDWARE_PRODUCT_TERMS } from './lexicon/hardware';
import { compileLexicon } from './lexicon-matcher';
import type { PreparedDeck } from './prepare';
import { quoteWindow } from './quote';
import { escapeRegExp, round } from './text';
import { HARDWARE_PRODUCT } from './tuning';
import type { Cited } from './types';

const productTerms = compileLexicon(
  HARDWARE_PRODUCT_TERMS.map((term) => ({ key: 'hardware' as const, term, weight: 1 })),
);

/**
 * How strongly a deck is about a physical product it makes (0..1): the lines that name one
 * beyond the first, against HARDWARE_PRODUCT.deckLines, cited with the first. The company's own
 * name ("Torqa Robotics") is not evidence. A rule-out of "hardware" is tested
 * against this, not against the Hardware & IoT industry's words ("monitoring", "devices"), which
 * software for connected machines says as often as a company that builds them.
 */
export function hardwareProduct(deck: PreparedDeck, companyName: string | null): Cited<number> | null {
  const name = companyName && companyName.length >= 3 ? new RegExp(escapeRegExp(companyName), 'gi') : null;
  let lines = 0;
  let first: { page: number; text: string } | null = null;
  for (const page of deck.pages) {
    for (const line of page.lines) {
      const text = name ? line.text.replace(name, ' ') : line.text;
      if (productTerms(text).length === 0) continue;
      lines += 1;
      first ??= { page: page.number, text: line.text };
    }
  }
  // One passing line ("battery swaps for cargo-bike fleets") is a thing the product touches, not one it makes.
  if (!first || lines < 2) return null;
  return {
    value: round(Math.min(1, (lines - 1) / (HARDWARE_PRODUCT.deckLines - 1)), 4),
    page: first.page,
    quote: quoteWindow(first.text, 0, first.text.length),
  };
}
