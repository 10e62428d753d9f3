import { NON_LIST_WORD, termAlternation } from '../../../language/lexicon-matcher';
import { BUYER_VERBS, SERVING_CUES } from '../lexicon/buyers';
import { SMALL_BUSINESS_NOUNS, SMALL_BUSINESS_TERMS } from '../lexicon/small-business';
import { SMALL_BUSINESS_FOCUS } from '../tuning';
import { customerKindReader } from './lines-naming';

/**
 * Small businesses as a kind of customer. A thesis can be defined by them across industries
 * ("software and financial tools that small businesses buy, in any sector"); a deck sells to them
 * when it keeps naming them ("bookkeeping for independent shops", "SMBs pay per location"),
 * whatever its industry reads as.
 */

/**
 * How strongly a deck is about small businesses as its customers (0..1): the lines that name
 * them, the cover's counting three times, against SMALL_BUSINESS_FOCUS.deckLines. Cited with the
 * first such line.
 */
export const smallBusinessBuyers = customerKindReader(SMALL_BUSINESS_TERMS, SMALL_BUSINESS_FOCUS.deckLines);

const TERMS = `(?:${termAlternation(SMALL_BUSINESS_TERMS)})`;
const SERVED = new RegExp(
  `\\b(?:${termAlternation(SERVING_CUES)})\\s+${NON_LIST_WORD}{0,3}?${TERMS}\\b`,
  'iu',
);
/** "Small businesses buy", "owner-operated firms run on": the buyers, maybe with their noun, then the verb. */
const BUYERS = new RegExp(
  `\\b${TERMS}(?:\\s+(?:${termAlternation(SMALL_BUSINESS_NOUNS)}))?\\s+(?:${termAlternation(BUYER_VERBS)})\\b`,
  'iu',
);

/**
 * Whether a thesis is defined by small businesses as buyers: one wanted clause says its companies
 * sell to them ("software for SMBs", "tools that small businesses buy"). Returns that clause, for
 * the reasoning. A thesis that merely names them ("SMB lending") is not.
 */
export function smallBusinessFocus(clauses: readonly string[]): string | null {
  return clauses.find((clause) => SERVED.test(clause) || BUYERS.test(clause)) ?? null;
}
