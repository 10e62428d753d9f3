import { compileLexicon, termAlternation } from '../../../language/lexicon-matcher';
import { quoteWindow } from '../../../language/quote';
import { round } from '../../../language/text';
import { HARDWARE_IDIOMS, HARDWARE_PRODUCT_TERMS, SOFTWARE_OBJECT_NOUNS } from '../lexicon/hardware';
import { HARDWARE_PRODUCT } from '../tuning';
import type { Cited } from '../types';
import { linesNaming } from './lines-naming';
import type { PreparedDeck } from './prepare';

const productTerms = compileLexicon(
  HARDWARE_PRODUCT_TERMS.map((term) => ({ key: 'hardware' as const, term, weight: 1 })),
);

/**
 * "Depot charger sizing", "robot fleet management": the thing named is what software plans or runs,
 * not a product the company makes.
 */
const SOFTWARE_FOR_IT = new RegExp(String.raw`^\s*(?:${termAlternation(SOFTWARE_OBJECT_NOUNS)})\b`, 'i');
const IDIOM = new RegExp(String.raw`\b(?:${termAlternation(HARDWARE_IDIOMS)})\b`, 'gi');

/**
 * "No new hardware", "without proprietary hardware": a software company saying what it does not make.
 * "Runs on commodity hardware", "embedded in hardware": the hardware is what its software runs in.
 */
const NO_HARDWARE_OF_ITS_OWN =
  /\b(?:(?:no|without|zero|not|never)\s+(?:(?:new|extra|additional|proprietary|own|custom|special)\s+)?|(?:runs?|running|deployed|installed)\s+on\s+(?:\w+\s+)?|embedded\s+(?:in|into)\s+(?:\w+\s+)?|(?:commodity|existing|off-the-shelf|standard)\s+)$/i;

/**
 * How strongly a deck is about a physical product it makes (0..1): the lines that name one
 * beyond the first, against HARDWARE_PRODUCT.deckLines, cited with the first. The company's own
 * name ("Torqa Robotics") is not evidence. A rule-out of "hardware" is tested
 * against this, not against the Hardware & IoT industry's words ("monitoring", "devices"), which
 * software for connected machines says as often as a company that builds them.
 */
export function hardwareProduct(deck: PreparedDeck, companyName: string | null): Cited<number> | null {
  const found = linesNaming(deck, companyName, (line) => {
    const text = line.replace(IDIOM, ' ');
    return productTerms(text).some(
      (hit) =>
        !SOFTWARE_FOR_IT.test(text.slice(hit.index + hit.matched.length)) &&
        !NO_HARDWARE_OF_ITS_OWN.test(text.slice(0, hit.index)),
    );
  });
  // One passing line ("battery swaps for cargo-bike fleets") is a thing the product touches, not one it makes.
  if (!found || found.count < 2) return null;
  const { count, first } = found;
  const fullAt = Math.max(HARDWARE_PRODUCT.deckLines, deck.pages.length / HARDWARE_PRODUCT.pagesPerLine);
  return {
    value: round(Math.min(1, (count - 1) / (fullAt - 1)), 4),
    page: first.page,
    quote: quoteWindow(first.text, 0, first.text.length),
  };
}
