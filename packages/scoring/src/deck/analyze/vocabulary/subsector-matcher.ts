import { DECK_INDUSTRIES, type DeckIndustry } from '@pitchfit/contracts/deck';
import { compileLexicon, type LexiconEntry } from '../../../language/lexicon-matcher';
import { SUBSECTOR_LEXICON } from '../lexicon/subsectors';

/** A sub-sector term found in a text, with the industry and sub-sector it points at. */
export interface SubsectorHit {
  industry: DeckIndustry;
  subsector: string;
  term: string;
  index: number;
  matched: string;
}

const places = new Map<string, { industry: DeckIndustry; subsector: string }>();
const entries: LexiconEntry<string>[] = (Object.keys(DECK_INDUSTRIES) as DeckIndustry[]).flatMap((industry) =>
  Object.entries(SUBSECTOR_LEXICON[industry]).flatMap(([subsector, terms]) => {
    const key = `${industry}/${subsector}`;
    places.set(key, { industry, subsector });
    return terms.map((term) => ({ key, term, weight: 1 }));
  }),
);
const matchKeys = compileLexicon(entries);

/**
 * Finds sub-sector terms in a text; at any position the longest term wins, as with industries,
 * so "pet insurance" is the pets sub-sector and not insurtech.
 */
export function matchSubsectorTerms(text: string): SubsectorHit[] {
  return matchKeys(text).flatMap((hit) => {
    const place = places.get(hit.key);
    return place ? [{ ...place, term: hit.term, index: hit.index, matched: hit.matched }] : [];
  });
}
