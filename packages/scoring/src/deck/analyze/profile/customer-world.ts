import { escapeRegExp } from '../../../language/text';
import { CUSTOMER_ORGANISATION_NOUNS, CUSTOMER_PREPOSITIONS } from '../lexicon/statements';
import { CUSTOMER_PHRASE_WEIGHT } from '../tuning';
import type { matchIndustryTerms } from '../vocabulary/signals';

/**
 * What a line says the company sells, told from whom it sells to. "Rounds and payroll for
 * home-care agencies": payroll is what it does, home care is its customer's world. An industry
 * the line names only as its customer counts at CUSTOMER_PHRASE_WEIGHT, in identity statements
 * and in the deck's keyword shares alike, so a product's function is not outweighed by the words
 * its customers' industry is written in.
 */

type IndustryHit = ReturnType<typeof matchIndustryTerms>[number];

const alternatives = (words: readonly string[]) => words.map(escapeRegExp).join('|');
const CUSTOMER_PHRASE = new RegExp(`\\b(?:${alternatives(CUSTOMER_PREPOSITIONS)})\\s`, 'gi');
/** "home-care agencies", "a plumbing company's vans": the organisation right after the industry word. */
const ORGANISATION_AFTER = new RegExp(
  `^(?:['’]s)?[\\s-]+(?:${alternatives(CUSTOMER_ORGANISATION_NOUNS)})(?![\\p{L}])`,
  'iu',
);
/** "Tournelle is a home-care company", "we are a media company": the company describing itself. */
const SELF_DESCRIPTION = /\b(?:we are|we['’]re|is|are)\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}$/iu;

/**
 * Where a statement starts naming who it sells to: "Treasury APIs for vertical software
 * platforms", "Bookkeeping for small shops". What comes before says what the company sells, what
 * follows is its customer's world once the words before have named an industry of their own.
 * The statement's length when it names no customer.
 */
export function customerPhraseStart(text: string, hits: readonly IndustryHit[]): number {
  for (const match of text.matchAll(CUSTOMER_PHRASE)) {
    const product = hits.filter((hit) => hit.weight >= 1 && hit.index + hit.matched.length <= match.index);
    if (product.length > 0) return match.index;
  }
  return text.length;
}

/** Whether an industry word names an organisation the company sells to ("home-care agencies"). */
function modifiesCustomer(text: string, hit: Pick<IndustryHit, 'index' | 'matched'>): boolean {
  const end = hit.index + hit.matched.length;
  return ORGANISATION_AFTER.test(text.slice(end)) && !SELF_DESCRIPTION.test(text.slice(0, hit.index));
}

/**
 * How much each industry hit of a line counts towards what the company is: CUSTOMER_PHRASE_WEIGHT
 * for a hit in the line's customer phrase or naming a customer organisation, 1 otherwise.
 */
export function customerWorldWeights(
  text: string,
  hits: readonly IndustryHit[],
): (hit: Pick<IndustryHit, 'index' | 'matched'>) => number {
  const customerFrom = customerPhraseStart(text, hits);
  return (hit) => (hit.index >= customerFrom || modifiesCustomer(text, hit) ? CUSTOMER_PHRASE_WEIGHT : 1);
}

/**
 * "A fantasy-sports app and two FMCG brands are our top advertisers": the line's subject is who buys
 * from the company, named as such. Blanked, so that a customer's industry is not read as a part of
 * the company's own (sub-sector shares).
 */
const NAMED_AS_CUSTOMERS =
  /([^;:.•]+?)(\s+(?:is|are|was|were)\s+(?:among\s+|all\s+)?(?:our|its)\s+(?:[\p{L}-]+\s+){0,2}?(?:customers?|clients?|advertisers?|buyers?|sponsors?|design\s+partners?)\b)/giu;

export function withoutNamedCustomers(text: string): string {
  return text.replace(
    NAMED_AS_CUSTOMERS,
    (_whole, subject: string, verb: string) => `${' '.repeat(subject.length)}${verb}`,
  );
}

/**
 * "We do not lend. Shopkeepers who want credit are referred to a licensed lender partner; SokoLedger
 * takes no credit risk": where the company says what it does not do, what follows names that trade
 * only to disown it. Those words are not what the company is ("not just payments" and "not only X"
 * say the opposite, and are kept).
 */
const DISOWNED =
  /\bwe\s+(?:do\s+not|don['’]t|never|are\s+not|aren['’]t|will\s+not|won['’]t)\s+(?!just\b|only\b|merely\b|simply\b)[\p{L}-]+|\b(?:takes?|carr(?:y|ies)|holds?)\s+no\s+(?:credit|balance[\s-]sheet|lending|inventory)\s+risk\b/iu;

/** The text with what it disowns blanked, from the cue on: "We are a software company: we do not lend" keeps its first part. */
export function withoutDisownedTrade(text: string): string {
  const at = text.search(DISOWNED);
  return at < 0 ? text : `${text.slice(0, at)}${' '.repeat(text.length - at)}`;
}
