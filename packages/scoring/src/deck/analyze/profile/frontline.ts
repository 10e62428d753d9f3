import { compileLexicon, NON_LIST_WORD, termAlternation } from '../../../language/lexicon-matcher';
import {
  FRONTLINE_DEFINING_WORDS,
  FRONTLINE_PEOPLE_NOUNS,
  FRONTLINE_PRODUCT_HEADS,
  FRONTLINE_SERVING_CUES,
  FRONTLINE_TERMS,
  FRONTLINE_THESIS_TERMS,
  FRONTLINE_USER_VERBS,
} from '../lexicon/workforce';
import { FRONTLINE_FOCUS } from '../tuning';
import { customerKindReader } from './lines-naming';

/**
 * Frontline, deskless and shift workers as a kind of customer. A thesis can be defined by them
 * across industries ("the frontline, deskless and shift workers in retail, logistics, field service
 * and care"); a deck serves them when it keeps naming them as its users ("technicians on the app",
 * "shift planning on the carer's phone"), whatever its industry reads as.
 */

const thesisTerms = compileLexicon(
  FRONTLINE_THESIS_TERMS.map((term) => ({ key: 'frontline' as const, term, weight: 1 })),
);

/**
 * How strongly a deck is about frontline workers (0..1): the lines that name them, the cover's
 * counting three times (as for sub-sectors), against FRONTLINE_FOCUS.deckLines. Cited with the
 * first such line. The company's own name ("Crewline") is not evidence.
 */
export const frontlineUsers = customerKindReader(FRONTLINE_TERMS, FRONTLINE_FOCUS.deckLines);

const DEFINING = `(?:${termAlternation(FRONTLINE_DEFINING_WORDS)})`;
/** "deskless workers", "frontline, deskless and shift workers", "blue-collar and hourly workers". */
const DEFINED_PEOPLE = `${DEFINING}(?:\\s*(?:,|/|&|\\band\\b|\\bor\\b|,\\s*and\\b|,\\s*or\\b)\\s*${DEFINING})*\\s+(?:${termAlternation(FRONTLINE_PEOPLE_NOUNS)})\\b(?!\\s+(?:${termAlternation(FRONTLINE_PRODUCT_HEADS)})\\b)`;
const SERVED = new RegExp(
  `\\b(?:${termAlternation(FRONTLINE_SERVING_CUES)})\\s+${NON_LIST_WORD}{0,${FRONTLINE_FOCUS.servingGap}}?${DEFINED_PEOPLE}`,
  'iu',
);
const USERS = new RegExp(`\\b${DEFINED_PEOPLE}\\s+(?:${termAlternation(FRONTLINE_USER_VERBS)})\\b`, 'iu');

/**
 * Whether a clause names frontline workers, with a word that defines them, as the people the
 * fund's companies serve: "software for deskless workers", "tools serving frontline teams",
 * "built for blue-collar and hourly workers", "software that hourly teams use". A list of products
 * ("HR, payroll, hiring and the frontline workforce", "frontline workforce management") is not.
 */
function servesFrontline(clause: string): boolean {
  return SERVED.test(clause) || USERS.test(clause);
}

/**
 * Whether a thesis is defined by frontline workers: one clause says its companies serve them in a
 * defining word (servesFrontline), or it names them, in any of their words, at least
 * FRONTLINE_FOCUS.thesisMentions times ("frontline, deskless and shift workers ... field teams
 * ... opens every shift"). One passing "frontline workforce" in a list of HR products is not a
 * customer focus. Returns the clause that says so (the serving clause, else the first that names
 * them), for the reasoning.
 */
export function frontlineFocus(clauses: readonly string[]): string | null {
  const serving = clauses.find(servesFrontline);
  if (serving) return serving;
  let mentions = 0;
  let quote: string | null = null;
  for (const clause of clauses) {
    const hits = thesisTerms(clause).length;
    if (hits > 0) quote ??= clause;
    mentions += hits;
  }
  return mentions >= FRONTLINE_FOCUS.thesisMentions ? quote : null;
}
