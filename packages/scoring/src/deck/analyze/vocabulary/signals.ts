import { DECK_INDUSTRIES, type DeckIndustry } from '@pitchfit/contracts/deck';
import { compileLexicon, type LexiconEntry, type LexiconHit } from '../../../language/lexicon-matcher';
import { round } from '../../../language/text';
import { type BusinessModel, MODEL_LEXICON, TWO_SIDED_TERMS } from '../lexicon/business-models';
import { DELIVERY_WORDS, INDUSTRY_IDIOMS, INDUSTRY_LEXICON } from '../lexicon/industries';
import { INDUSTRY_TERMS_OTHER_LANGUAGES } from '../lexicon/industries-other-languages';
import { REGION_LEXICON, type Region } from '../lexicon/regions';
import { SUBSECTOR_LEXICON } from '../lexicon/subsectors';
import { KEYWORD_WEIGHT } from '../tuning';

/** A piece of text and how much it counts (a deck's cover page counts more than its appendix). */
export interface WeightedText {
  text: string;
  weight: number;
}

/** An everyday phrase that holds an industry's word: matched so that its span names nothing. */
const IDIOM = 'idiom' as const;

const industryEntries: LexiconEntry<DeckIndustry | typeof IDIOM>[] = [
  ...(Object.keys(DECK_INDUSTRIES) as DeckIndustry[]).flatMap((industry) => [
    ...INDUSTRY_LEXICON[industry].strong.map((term) => ({
      key: industry,
      term,
      weight: KEYWORD_WEIGHT.strong,
    })),
    ...INDUSTRY_LEXICON[industry].weak.map((term) => ({ key: industry, term, weight: KEYWORD_WEIGHT.weak })),
    // A sub-sector's words ("critical minerals", "thermal storage") name its industry as surely as the industry's own.
    ...Object.values(SUBSECTOR_LEXICON[industry]).flatMap((terms) =>
      terms.map((term) => ({ key: industry, term, weight: KEYWORD_WEIGHT.strong })),
    ),
    ...INDUSTRY_TERMS_OTHER_LANGUAGES[industry].map((term) => ({
      key: industry,
      term,
      weight: KEYWORD_WEIGHT.strong,
    })),
  ]),
  ...INDUSTRY_IDIOMS.map((term) => ({ key: IDIOM, term, weight: 0 })),
];
const matchIndustryLexicon = compileLexicon(industryEntries);
const isIndustryHit = (hit: LexiconHit<DeckIndustry | typeof IDIOM>): hit is LexiconHit<DeckIndustry> =>
  hit.key !== IDIOM;

/** The industry terms of a text; an idiom ("the good news is") is the longest term at its span, so it hides its words. */
export function matchIndustryTerms(text: string): LexiconHit<DeckIndustry>[] {
  return matchIndustryLexicon(text).filter(isIndustryHit);
}

const modelEntries: LexiconEntry<BusinessModel>[] = (Object.keys(MODEL_LEXICON) as BusinessModel[]).flatMap(
  (model) => MODEL_LEXICON[model].map((term) => ({ key: model, term, weight: 1 })),
);
const matchModelTerms = compileLexicon(modelEntries);

const PLATFORM_WORD = /^platforms?$/i;
const DELIVERY_WORD = new Set(DELIVERY_WORDS);

/**
 * "Headquartered in Denver; 14 people", "22 people, Dundee": how many work there, not who buys. A
 * small number before "people" in a line about the company, or with nothing after it but a place.
 */
const HEADCOUNT_NUMBER = /(?:^|[^\d,.])\d{1,3}\s+$/;
const ABOUT_THE_COMPANY =
  /\b(?:team|headquarter(?:s|ed)|hq|based in|office|offices|employees|staff|founded|hiring|full[\s-]time)\b/i;
// "R&D (22 people)", "Riyadh: service (17 people), opened 2025": a closing bracket ends the count too.
const NOTHING_MORE = /^\s*\)?\s*(?:[,;.]|$)/;

function withoutHeadcount(line: string, hits: LexiconHit<BusinessModel>[]): LexiconHit<BusinessModel>[] {
  const aboutTheCompany = ABOUT_THE_COMPANY.test(line);
  return hits.filter((hit) => {
    if (hit.matched.toLowerCase() !== 'people' || !HEADCOUNT_NUMBER.test(line.slice(0, hit.index)))
      return true;
    return !(aboutTheCompany || NOTHING_MORE.test(line.slice(hit.index + hit.matched.length)));
  });
}

/**
 * "Column-level lineage shows every consumer a change will break", "producers and consumers of a
 * Kafka topic": in data engineering a consumer is a program or team that reads the data, not a
 * household that buys.
 */
const DATA_CONSUMER_CONTEXT =
  /\b(?:downstream|upstream|producers?|lineage|pipelines?|schemas?|columns?|column-level|datasets?|kafka|topics?)\b/i;
const CONSUMER_NOUN = /^consumers?$/i;

function withoutDataConsumers(line: string, hits: LexiconHit<BusinessModel>[]): LexiconHit<BusinessModel>[] {
  if (!DATA_CONSUMER_CONTEXT.test(line)) return hits;
  return hits.filter((hit) => !(hit.key === 'consumer' && CONSUMER_NOUN.test(hit.matched)));
}

/**
 * "Registered under the Companies Act, 2013", "incorporated under the laws of Delaware": a line about
 * the company's own legal form names no customer.
 */
const LEGAL_REGISTRATION =
  /\b(?:companies act|registered under|incorporated under|registrar of companies)\b/i;

/**
 * Business-model cues of a line. "Banking platform", "API platform", "compute platform": a
 * platform named after an industry or a technology is a technology platform, what the product is
 * built as, and says nothing about network effects (as a lone "platforms" in a thesis does not).
 */
function modelHits(line: string): LexiconHit<BusinessModel>[] {
  if (LEGAL_REGISTRATION.test(line)) return [];
  const hits = withoutDataConsumers(line, withoutHeadcount(line, matchModelTerms(line)));
  if (!hits.some((hit) => hit.key === 'network' && PLATFORM_WORD.test(hit.matched))) return hits;
  // "API" and "SDK" are weak industry words (how a product is delivered) but still name a technology.
  const industries = matchIndustryTerms(line).filter(
    (hit) => hit.weight >= KEYWORD_WEIGHT.strong || DELIVERY_WORD.has(hit.matched.toLowerCase()),
  );
  return hits.filter(
    (hit) =>
      !(
        hit.key === 'network' &&
        PLATFORM_WORD.test(hit.matched) &&
        industries.some((industry) =>
          /^[\s-]+$/.test(line.slice(industry.index + industry.matched.length, hit.index)),
        )
      ),
  );
}

const regionEntries: LexiconEntry<Region>[] = (Object.keys(REGION_LEXICON) as Region[]).flatMap((region) =>
  REGION_LEXICON[region].map((term) => ({ key: region, term, weight: 1 })),
);
export const matchRegionTerms = compileLexicon(regionEntries);

/**
 * A hit as it counts in a tally: `share` of the line's weight (1 unless the line names the
 * hit's industry only as its customer's, customer-world.ts).
 */
type TallyHit<K extends string> = LexiconHit<K> & { share?: number };
const counted = (hit: TallyHit<string>) => hit.weight * (hit.share ?? 1);

/**
 * One hit per key per line, the strongest: a line that strings a sector's keywords together
 * ("fintech, payments, banking, lending") says it once, so no single line can carry a sector.
 */
function strongestPerKey<K extends string>(hits: readonly TallyHit<K>[]): TallyHit<K>[] {
  const best = new Map<K, TallyHit<K>>();
  for (const hit of hits) {
    const current = best.get(hit.key);
    if (!current || counted(hit) > counted(current)) best.set(hit.key, hit);
  }
  return [...best.values()];
}

/**
 * Sums keyword hits per key. A term repeated on many slides counts with diminishing returns
 * (1 + ln n), so one word said fifty times cannot outweigh a sector described in many words.
 */
function tally<K extends string>(
  texts: readonly WeightedText[],
  match: (text: string) => TallyHit<K>[],
): Map<K, number> {
  const termCounts = new Map<string, { key: K; weight: number; count: number }>();
  for (const { text, weight } of texts) {
    for (const line of text.split('\n')) {
      for (const hit of strongestPerKey(match(line))) {
        const id = `${hit.key}\u0000${hit.term}`;
        const entry = termCounts.get(id) ?? { key: hit.key, weight: hit.weight, count: 0 };
        entry.count += weight * (hit.share ?? 1);
        termCounts.set(id, entry);
      }
    }
  }
  const totals = new Map<K, number>();
  for (const { key, weight, count } of termCounts.values()) {
    if (count <= 0) continue;
    totals.set(
      key,
      (totals.get(key) ?? 0) + weight * (1 + Math.log(Math.max(count, 1))) * Math.min(count, 1),
    );
  }
  return totals;
}

/** Shares of the total, largest first, rounded so that results are stable; ties in key order. */
function shares<K extends string>(
  totals: Map<K, number>,
  minShare: number,
): Array<{ key: K; share: number }> {
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  if (sum <= 0) return [];
  return [...totals.entries()]
    .map(([key, value]) => ({ key, share: round(value / sum, 4) }))
    .filter((entry) => entry.share >= minShare)
    .sort((a, b) => b.share - a.share || a.key.localeCompare(b.key));
}

/**
 * Industry hits for a share: a word several industries share ("deep tech": biotech, hardware and
 * industrial alike) is one word, so its weight is split between them, not counted once for each;
 * an umbrella term would otherwise outweigh the sectors a thesis names one by one.
 */
function industryHitsForShares(text: string): LexiconHit<DeckIndustry>[] {
  const hits = matchIndustryTerms(text);
  const owners = new Map<string, number>();
  for (const hit of hits)
    owners.set(`${hit.index}:${hit.term}`, (owners.get(`${hit.index}:${hit.term}`) ?? 0) + 1);
  return hits.map((hit) => {
    const count = owners.get(`${hit.index}:${hit.term}`) ?? 1;
    return count > 1 ? { ...hit, weight: hit.weight / count } : hit;
  });
}

/**
 * Industry shares of weighted texts. `keep` drops hits that say nothing of the industry; `share`
 * (made once per line) says how much of the line's weight a hit counts with.
 */
export function industryShares(
  texts: readonly WeightedText[],
  minShare = 0.01,
  keep: (hit: LexiconHit<DeckIndustry>, line: string) => boolean = () => true,
  share?: (line: string) => (hit: LexiconHit<DeckIndustry>) => number,
): Array<{ industry: DeckIndustry; share: number }> {
  const match = (line: string): TallyHit<DeckIndustry>[] => {
    const hits = industryHitsForShares(line).filter((hit) => keep(hit, line));
    if (!share || hits.length === 0) return hits;
    const of = share(line);
    return hits.map((hit) => ({ ...hit, share: of(hit) }));
  };
  return shares(tally(texts, match), minShare).map(({ key, share }) => ({
    industry: key,
    share,
  }));
}

/** How many network-effect cues make a deck count fully as a network business. */
const NETWORK_SATURATION = 6;

const matchTwoSidedTerms = compileLexicon(
  TWO_SIDED_TERMS.map((term) => ({ key: 'two-sided' as const, term, weight: 1 })),
);

/** How surely the deck is a two-sided business (0..1), by TWO_SIDED_TERMS, saturating as the network signal does. */
export function twoSidedSignal(texts: readonly WeightedText[]): number {
  const total = tally(texts, matchTwoSidedTerms).get('two-sided') ?? 0;
  return round(Math.min(1, total / NETWORK_SATURATION), 4);
}

export function modelSignals(texts: readonly WeightedText[]): Record<BusinessModel, number> {
  const totals = tally(texts, modelHits);
  const consumer = totals.get('consumer') ?? 0;
  const business = totals.get('business') ?? 0;
  const customers = consumer + business;
  return {
    consumer: customers > 0 ? round(consumer / customers, 4) : 0,
    business: customers > 0 ? round(business / customers, 4) : 0,
    network: round(Math.min(1, (totals.get('network') ?? 0) / NETWORK_SATURATION), 4),
  };
}
