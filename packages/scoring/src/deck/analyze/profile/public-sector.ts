import { compileLexicon, NON_LIST_WORD, termAlternation } from '../../../language/lexicon-matcher';
import { deniedAt } from '../../../language/negation';
import { BUYER_VERBS, SERVING_CUES } from '../lexicon/buyers';
import { PUBLIC_SECTOR_TERMS } from '../lexicon/public-sector';
import { PUBLIC_SECTOR_FOCUS } from '../tuning';
import { customerKindReader } from './lines-naming';

/**
 * Public bodies as a kind of customer. A thesis can be defined by them across industries ("we invest
 * by customer, not by sector: every company we back sells mainly to public bodies"); a deck sells to
 * them when it keeps naming them ("sold to school districts", "12 municipalities pay per seat"),
 * whatever its industry reads as. Government as a side channel names them once or twice.
 */

const terms = compileLexicon(
  PUBLIC_SECTOR_TERMS.map((term) => ({ key: 'public-sector' as const, term, weight: 1 })),
);

/**
 * How strongly a deck is about public bodies as its customers (0..1): the lines that name them, the
 * cover's counting three times, against PUBLIC_SECTOR_FOCUS.deckLines. Cited with the first such line.
 */
export const publicSectorBuyers = customerKindReader(PUBLIC_SECTOR_TERMS, PUBLIC_SECTOR_FOCUS.deckLines);

const TERMS = `(?:${termAlternation(PUBLIC_SECTOR_TERMS)})`;
/** "Sells mainly to public bodies", "software for local government", "govtech": the buyers after their cue. */
const SERVED = new RegExp(
  `\\b(?:${termAlternation(SERVING_CUES)})\\s+${NON_LIST_WORD}{0,3}?${TERMS}\\b`,
  'iu',
);
/** "Tools that municipalities buy": the buyers, then the verb. */
const BUYERS = new RegExp(`\\b${TERMS}\\s+(?:${termAlternation(BUYER_VERBS)})\\b`, 'iu');

/**
 * Whether a thesis is defined by public bodies as buyers: one sentence says, undenied, that its
 * companies sell to them, and the thesis names them at least PUBLIC_SECTOR_FOCUS.thesisMentions times
 * undenied in all. A climate thesis that once names "tools for municipalities" is still about
 * climate. Read from the thesis's sentences, not its wanted clauses: the sentence that says so is
 * often the lead-in of the list of those bodies ("sells mainly to public bodies: cities, counties").
 * Returns the serving sentence, for the reasoning.
 */
export function publicSectorFocus(sentences: readonly string[]): string | null {
  const undenied = (sentence: string, pattern: RegExp) => {
    const found = sentence.match(pattern);
    return found?.index !== undefined && !deniedAt(sentence, found.index);
  };
  const serving = sentences.find((sentence) => undenied(sentence, SERVED) || undenied(sentence, BUYERS));
  if (!serving) return null;
  const mentions = sentences.reduce(
    (sum, sentence) => sum + terms(sentence).filter((hit) => !deniedAt(sentence, hit.index)).length,
    0,
  );
  return mentions >= PUBLIC_SECTOR_FOCUS.thesisMentions ? serving : null;
}
