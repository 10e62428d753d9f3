import { DECK_INDUSTRIES, type DeckIndustry, FUNDING_STAGES } from '@pitchfit/contracts/deck';
import { termAlternation } from '../../../language/lexicon-matcher';
import { round } from '../../../language/text';
import { BUILTIN_ENGINE_VERSION } from '../engine-version';
import { estimateInvestment } from '../explain/estimate';
import { adjacentIndustries } from '../lexicon/adjacent-industries';
import type { BusinessModel } from '../lexicon/business-models';
import { BUSINESS_SOFTWARE_INDUSTRY } from '../lexicon/business-software';
import type { Region } from '../lexicon/regions';
import {
  CUSTOMER_PREPOSITIONS,
  OPERATING_BUSINESS_NOUNS,
  SOFTWARE_PRODUCT_NOUNS,
} from '../lexicon/statements';
import {
  AGENCY_NOUNS,
  KIND_OF_BUSINESS_NOUNS,
  PRE_BUYING_PHRASE,
  PRE_REVENUE_PHRASE,
  STAFFING_NOUNS,
  STOCK_RESELLER_TERMS,
} from '../lexicon/thesis-grammar';
import { memoised } from '../memoised';
import { correctedThesisProfile } from '../thesis/reading-corrections';
import {
  type Constraint,
  type ConstraintSource,
  type CustomerFocus,
  consumerModels,
  type ThesisProfile,
} from '../thesis/thesis';
import { describeScope, type Scope, SINGLE_ASSET } from '../thesis/thesis-reader';
import { sharedThesisWords, type ThesisWords, thesisWordsOf } from '../thesis/thesis-words';
import {
  ADJACENT_SECTOR_WEIGHT,
  AUDIENCE_RULE_FACTOR,
  BROAD_THESIS_SECTORS,
  BUSINESS_SOFTWARE_SECTOR_FLOOR,
  CONSUMER_THESIS_SECTOR_FLOOR,
  EXCLUSION_FACTOR,
  EXCLUSION_FULL_SHARE,
  FOUNDER_RULE,
  FRONTLINE_FOCUS,
  GENERALIST_RULE_SCALE,
  GEOGRAPHY_SCORES,
  MARKETPLACE_FOCUS,
  MAX_MODEL_WEIGHT,
  MODEL_WEIGHT_PER_EXTRA_MENTION,
  NAMED_SECTOR_WEIGHT,
  NETWORK_THESIS_SECTOR_FLOOR,
  PUBLIC_SECTOR_FOCUS,
  RULE_BROKEN_FACTOR,
  RULE_STRENGTH,
  SECTOR_FULL_FIT,
  SECTOR_GATE,
  SECTOR_TRACE_SHARE,
  SMALL_BUSINESS_FOCUS,
  SOFT_EXCLUSION_FACTOR,
  SOFT_PREFERENCE_FACTOR,
  SOFT_STAGE_SCORE,
  STAGE_PROFILE,
  STAGE_SCORES,
  SUBSECTOR_DOMINANCE,
  SUBSECTOR_SCOPE,
  THESIS_WORDS,
  UNKNOWN_PART_SCORE,
} from '../tuning';
import type { Cited, DeckExtraction, DeckMatch, MatchPart, ThesisInput } from '../types';
import { pointAmount, toUsd } from '../vocabulary/fx';
import { countryLabel, regionOfCountry } from '../vocabulary/places';
import { matchSubsectorTerms } from '../vocabulary/subsector-matcher';
import { founderEvidence } from './founder-rules';
import { type DeckSide, deckSide } from './match-deck-side';

const MODEL_LABELS: Record<BusinessModel, string> = {
  consumer: 'consumer (B2C)',
  business: 'business customers (B2B)',
  network: 'networks, platforms or marketplaces',
};
const REGION_LABELS: Record<Region, string> = {
  'north-america': 'North America',
  europe: 'Europe',
  india: 'India',
  'latin-america': 'Latin America',
  'middle-east-africa': 'Middle East & Africa',
  'asia-pacific': 'Asia-Pacific',
};
const pct = (share: number) => `${Math.round(share * 100)}%`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function from(source: ConstraintSource): string {
  return source.kind === 'thesis' ? 'the thesis' : `your answer to "${source.question}"`;
}

/** "your thesis says 'We avoid consumer apps'": the investor's own words, so a misreading shows. */
function says(constraint: Pick<Constraint<unknown>, 'source' | 'quote'>): string {
  if (constraint.quote === null) return from(constraint.source);
  const whose =
    constraint.source.kind === 'thesis' ? 'your thesis' : `your answer to "${constraint.source.question}"`;
  return `${whose} says "${constraint.quote}"`;
}

/**
 * Consumer brands are a category of what consumers buy rather than an industry: a fund for brands
 * that sell their own products to shoppers looks at a pet-treat or skincare brand too, though not at
 * a family app that sells no goods.
 */
const CONSUMER_GOODS: DeckIndustry = 'commerce';

/**
 * A consumer thesis is about who the customer is: a consumer company in an industry it does not name
 * is still partly in its focus. 'all' for one about consumers as a whole ("consumer brands and apps
 * that change how people live"); 'goods' for one about consumer brands, where the company must sell
 * goods (a trace of commerce); null for one naming another consumer category ("group chats that
 * plan something"), which is about that category: a drug developer whose deck talks of patients is
 * outside it.
 */
type ConsumerFocus = 'all' | 'goods' | null;

function consumerThesis(profile: ThesisProfile): ConsumerFocus {
  const sectors = profile.sectors?.value ?? [];
  if (!consumerModels(profile.models?.value ?? [])) return null;
  const named = sectors.filter(({ weight }) => weight >= NAMED_SECTOR_WEIGHT);
  if (profile.wholeConsumer === true || named.length >= BROAD_THESIS_SECTORS) return 'all';
  return sectors.some(({ industry }) => industry === CONSUMER_GOODS) ? 'goods' : null;
}

function sectorsPart(
  extraction: DeckExtraction,
  profile: ThesisProfile,
  consumerFocus: ConsumerFocus,
): MatchPart {
  const { sectors } = profile;
  // The sector fit gates the whole score (verdictBase).
  const weight = 1;
  const customer = profile.customerFocus ?? null;
  if (!sectors && customer) return customerOnlyPart(extraction, customer, weight);
  if (!sectors)
    return {
      part: 'sectors',
      score: null,
      weight,
      reasoning: 'The thesis names no sector, so sector fit is not scored.',
    };
  // A sector the thesis scopes to some of its parts is named with them: "Food & agriculture (food
  // delivery grocery)", so a deck in the sector but outside those parts is not told it is outside a
  // sector the thesis seems to list.
  const wanted = sectors.value.map(({ industry, subsectors }) =>
    subsectors
      ? `${DECK_INDUSTRIES[industry]} (${list(subsectors.map((id) => id.replace(/-/g, ' ')))})`
      : DECK_INDUSTRIES[industry],
  );
  const side = deckSide(extraction);
  const deck = side.sectors;
  if (deck.size === 0) {
    return {
      part: 'sectors',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${capitalise(says(sectors))} (${list(wanted.slice(0, 4))}); the deck's text says too little to tell its sector.`,
    };
  }
  let fit = 0;
  const met: string[] = [];
  const outsideScope: string[] = [];
  // A thesis defined by its customers (below) names software only as what they buy.
  const businessSoftwareFloor =
    profile.anyVertical === true || (sectors.value.length === 1 && !customer)
      ? BUSINESS_SOFTWARE_SECTOR_FLOOR.sole
      : BUSINESS_SOFTWARE_SECTOR_FLOOR.alongside;
  const businessSoftware = side.businessSoftware * businessSoftwareFloor;
  const named = new Set(sectors.value.map(({ industry }) => industry));
  for (const { industry, weight: thesisWeight, subsectors } of sectors.value) {
    // A neighbouring industry the thesis does not name itself counts in part.
    const neighbours = adjacentIndustries(industry)
      .filter((other) => !named.has(other))
      .reduce((sum, other) => sum + (deck.get(other) ?? 0), 0);
    const own = Math.min(1, (deck.get(industry) ?? 0) + neighbours * ADJACENT_SECTOR_WEIGHT);
    const whole = industry === BUSINESS_SOFTWARE_INDUSTRY ? Math.max(own, businessSoftware) : own;
    // "Payments infrastructure" is not all of fintech: a lender keeps only part of its fintech share.
    const share = subsectors
      ? whole * withinScope(extraction, industry, subsectors, (deck.get(industry) ?? 0) > 0)
      : whole;
    // A trace of a wanted sector's words is not being in it: the deck stays outside (SECTOR_GATE).
    if (share < SECTOR_TRACE_SHARE) {
      if (subsectors && whole >= SECTOR_TRACE_SHARE) outsideScope.push(DECK_INDUSTRIES[industry]);
      continue;
    }
    fit += share * thesisWeight;
    met.push(`${DECK_INDUSTRIES[industry]} (${pct(share)} of the deck)`);
  }
  const sellsGoods =
    (extraction.profile.sectors.find(({ industry }) => industry === CONSUMER_GOODS)?.share ?? 0) >=
    SECTOR_TRACE_SHARE;
  const consumerShare =
    consumerFocus === 'all' || (consumerFocus === 'goods' && sellsGoods) ? side.models.consumer : 0;
  const consumerFloor = consumerShare * CONSUMER_THESIS_SECTOR_FLOOR;
  if (consumerFloor > fit) {
    fit = consumerFloor;
    met.push(`a consumer company (${pct(consumerShare)} of its customer words)`);
  }
  // A marketplace fund's other sectors count for a deck as far as it is two-sided.
  let marketplaceNote = '';
  if (profile.marketplaceFocus === true && fit > 0) {
    fit *= 1 - MARKETPLACE_FOCUS.gate * (1 - side.twoSided);
    marketplaceNote = ` The thesis wants marketplaces, and the deck is ${pct(side.twoSided)} two-sided.`;
  }
  // A thesis about networks ("two-sided marketplaces, social and community products") names a form,
  // not an industry: a travel or ride marketplace is in it by how it works; so does a marketplace fund.
  if (networkThesis(profile) || profile.marketplaceFocus === true) {
    const networkFloor = side.twoSided * NETWORK_THESIS_SECTOR_FLOOR;
    if (networkFloor > fit) {
      fit = networkFloor;
      met.push(`a two-sided business (${pct(side.twoSided)} two-sided signal)`);
    }
  }
  // A thesis defined by a kind of customer: serving it counts in any industry, and an industry
  // the thesis names counts less for a deck that does not serve it (an HR tool for office staff).
  let customerNote = '';
  if (customer) {
    const focus = CUSTOMER_FOCUS[customer.value];
    const served = side[focus.side];
    const gated = fit * (1 - focus.tuning.gate * (1 - served));
    fit = Math.max(gated, served * focus.tuning.floor);
    customerNote = ` ${customerNoteOf(extraction, customer, served)}`;
  }
  const industry = extraction.profile.primarySector ?? extraction.facts.industry;
  const evidence = industry
    ? ` The deck reads as ${DECK_INDUSTRIES[industry.value]} (page ${industry.page}: "${industry.quote}").`
    : '';
  const scopeNote =
    met.length === 0 && outsideScope.length > 0
      ? ` It is in ${list(outsideScope)}, but not in the part the thesis names.`
      : '';
  const verdict =
    met.length > 0
      ? `it meets ${list(met)}.`
      : `the deck's sectors (${list([...deck.keys()].slice(0, 3).map((i) => DECK_INDUSTRIES[i]))}) are outside it.${scopeNote}`;
  return {
    part: 'sectors',
    score: sectorScore(fit),
    weight,
    reasoning: `${capitalise(says(sectors))} (${list(wanted.slice(0, 4))}); ${verdict}${evidence}${marketplaceNote}${customerNote}`,
  };
}

/**
 * A thesis that asks for networks and names as sectors only marketplaces (the form) and social
 * products: its sectors are how a company works, not what it sells.
 */
function networkThesis(profile: ThesisProfile): boolean {
  const sectors = profile.sectors?.value ?? [];
  const marketplaces = ({ industry, subsectors }: (typeof sectors)[number]) =>
    industry === 'commerce' && subsectors !== undefined && subsectors.every((id) => id === 'marketplaces');
  return (
    (profile.models?.value.includes('network') ?? false) &&
    sectors.some(marketplaces) &&
    sectors.every((sector) => sector.industry === 'consumer-social' || marketplaces(sector))
  );
}

/** A sector fit as a part's score: full once the deck's share reaches SECTOR_FULL_FIT.share, with a residual above it. */
function sectorScore(fit: number): number {
  return round(
    Math.min(1, fit / SECTOR_FULL_FIT.share) * (1 - SECTOR_FULL_FIT.residual) +
      Math.min(1, fit) * SECTOR_FULL_FIT.residual,
    4,
  );
}

/** Each kind of customer a thesis can be defined by: how the deck side reads it, its tuning and its words. */
const CUSTOMER_FOCUS = {
  frontline: {
    side: 'frontline',
    reading: 'frontline',
    tuning: FRONTLINE_FOCUS,
    who: 'frontline, deskless and shift workers',
    role: 'its users',
  },
  'small-business': {
    side: 'smallBusiness',
    reading: 'smallBusiness',
    tuning: SMALL_BUSINESS_FOCUS,
    who: 'small businesses as buyers',
    role: 'its customers',
  },
  'public-sector': {
    side: 'publicSector',
    reading: 'publicSector',
    tuning: PUBLIC_SECTOR_FOCUS,
    who: 'public bodies as buyers',
    role: 'its customers',
  },
} as const satisfies Record<
  CustomerFocus,
  {
    side: keyof DeckSide;
    reading: 'frontline' | 'smallBusiness' | 'publicSector';
    tuning: { floor: number; gate: number };
    who: string;
    role: string;
  }
>;

function customerNoteOf(
  extraction: DeckExtraction,
  customer: NonNullable<ThesisProfile['customerFocus']>,
  served: number,
): string {
  const focus = CUSTOMER_FOCUS[customer.value];
  const named = extraction.profile[focus.reading];
  const evidence = named
    ? `the deck names them ${served > 0 ? `as ${focus.role} (${pct(served)} fit` : `(${pct(named.value)}`}, page ${named.page}: "${named.quote}")`
    : `the deck does not name them as ${focus.role}`;
  return `${capitalise(says(customer))}: the thesis is about ${focus.who}; ${evidence}.`;
}

/** A thesis that names no industry but a kind of customer ("the sector does not matter to us"). */
function customerOnlyPart(
  extraction: DeckExtraction,
  customer: NonNullable<ThesisProfile['customerFocus']>,
  weight: number,
): MatchPart {
  const focus = CUSTOMER_FOCUS[customer.value];
  const served = deckSide(extraction)[focus.side];
  return {
    part: 'sectors',
    score: sectorScore(served * focus.tuning.floor),
    weight,
    reasoning: customerNoteOf(extraction, customer, served),
  };
}

/** How far a deck's words in an industry are in the sub-sectors a thesis is scoped to (SUBSECTOR_SCOPE). */
function withinScope(
  extraction: DeckExtraction,
  industry: DeckIndustry,
  ids: readonly string[],
  hasOwnShare: boolean,
): number {
  const statement = extraction.profile.primarySector?.quote ?? '';
  if (subsectorsNamedIn(statement).some((hit) => hit.industry === industry && ids.includes(hit.subsector)))
    return 1;
  const named = (extraction.profile.subsectors ?? []).filter((s) => s.industry === industry);
  // A deck whose share comes only from a neighbouring industry shows nothing of the sub-segment.
  if (named.length === 0) return hasOwnShare ? SUBSECTOR_SCOPE.unknown : SUBSECTOR_SCOPE.floor;
  const share = named.filter((s) => ids.includes(s.id)).reduce((sum, s) => sum + s.share, 0);
  return Math.max(SUBSECTOR_SCOPE.floor, Math.min(1, share / SUBSECTOR_DOMINANCE.plain));
}

function modelPart(
  extraction: DeckExtraction,
  { models, modelMentions: mentions, marketplaceFocus }: ThesisProfile,
  consumerFocus: ConsumerFocus,
): MatchPart {
  // A consumer thesis is about who the customer is (consumerThesis): the model is its core rule.
  const weight =
    consumerFocus !== null
      ? MAX_MODEL_WEIGHT
      : round(
          Math.min(
            MAX_MODEL_WEIGHT,
            RULE_STRENGTH.business_model + MODEL_WEIGHT_PER_EXTRA_MENTION * Math.max(0, mentions - 1),
          ),
          4,
        );
  if (!models)
    return { part: 'business_model', score: null, weight, reasoning: 'The thesis sets no business model.' };
  // "B2B or consumer" and nothing more: every customer fits, so the rule orders nothing.
  if (
    models.value.includes('consumer') &&
    models.value.includes('business') &&
    !models.value.includes('network')
  )
    return {
      part: 'business_model',
      score: null,
      weight,
      reasoning: `${capitalise(says(models))}: businesses and consumers both fit.`,
    };
  const side = deckSide(extraction);
  const signals = side.models;
  const known = signals.consumer + signals.business > 0 || signals.network > 0;
  if (!known) {
    return {
      part: 'business_model',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${capitalise(says(models))} (${list(models.value.map((m) => MODEL_LABELS[m]))}); the deck does not show who its customers are.`,
    };
  }
  // A deck whose only customer signal is a marketplace word has not said whether it sells to
  // people or to businesses: that side is unknown, not a miss.
  const customerKnown = signals.consumer + signals.business > 0;
  // "B2B or consumer" allows either side: the customer shares sum to 1, so the sides the thesis
  // names are added, not averaged (averaged, every deck would meet half of it).
  const sides = models.value.filter((model) => model !== 'network');
  const scores = [
    ...(sides.length === 0
      ? []
      : [
          customerKnown
            ? Math.min(
                1,
                sides.reduce((sum, side) => sum + signals[side], 0),
              )
            : UNKNOWN_PART_SCORE,
        ]),
    // A marketplace fund means a marketplace: "platform" and "community" are every company's words.
    ...(models.value.includes('network')
      ? [marketplaceFocus === true ? side.twoSided : signals.network]
      : []),
  ];
  const score = scores.reduce((a, b) => a + b, 0) / scores.length;
  const deckLeaning =
    signals.consumer >= signals.business
      ? `mostly consumer-facing (${pct(signals.consumer)} of its customer words)`
      : `mostly selling to businesses (${pct(signals.business)} of its customer words)`;
  const network =
    marketplaceFocus === true
      ? `, two-sided signal ${pct(side.twoSided)}`
      : signals.network > 0
        ? `, network/platform signal ${pct(signals.network)}`
        : '';
  const customer = extraction.profile.primaryCustomer;
  const evidence = customer ? ` It says who it sells to on page ${customer.page}: "${customer.quote}".` : '';
  return {
    part: 'business_model',
    score: round(score, 4),
    weight,
    reasoning: `${capitalise(says(models))} (${list(models.value.map((m) => MODEL_LABELS[m]))}); the deck is ${deckLeaning}${network}.${evidence}`,
  };
}

function stagePart(extraction: DeckExtraction, profile: ThesisProfile): MatchPart {
  const { stages, softStages, lead } = profile;
  const weight = RULE_STRENGTH.stage;
  if (!stages) return { part: 'stage', score: null, weight, reasoning: 'The thesis sets no stage.' };
  const leadNote = lead ? ` On leading, ${says(lead)}.` : '';
  const wanted = list(stages.value.map((s) => FUNDING_STAGES[s]));
  const deck = deckSide(extraction).stage;
  if (!deck) {
    return {
      part: 'stage',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${capitalise(says(stages))} (${wanted}); the deck states no stage or ask.${leadNote}`,
    };
  }
  const distance = Math.min(
    ...stages.value.map((s) => Math.abs(STAGE_PROFILE[s].order - STAGE_PROFILE[deck.stage].order)),
  );
  const soft = distance > 0 && softStages.includes(deck.stage);
  // Half a step (pre-Series A beside seed or Series A) is closer than a whole one: the score falls
  // from 1 to STAGE_SCORES.oneOff along the first step, then to STAGE_SCORES.outside past it.
  const stepScore = distance <= 1 ? 1 - (1 - STAGE_SCORES.oneOff) * distance : STAGE_SCORES.outside;
  const score = distance === 0 ? 1 : soft ? Math.max(SOFT_STAGE_SCORE, stepScore) : stepScore;
  const verdict =
    distance === 0
      ? 'a match'
      : soft
        ? 'a stage the thesis backs only now and then'
        : distance <= 1
          ? 'one stage off'
          : 'outside that range';
  return {
    part: 'stage',
    score,
    weight,
    reasoning: `${capitalise(says(stages))} (${wanted}); the deck ${deck.evidence}: ${verdict}.${leadNote}`,
  };
}

/** A check is a sensible part of a round between these shares of it. */
const CHECK_SHARE_OF_ROUND = { min: 0.03, max: 1 } as const;

function checkSizePart(extraction: DeckExtraction, checkSize: ThesisProfile['checkSize']): MatchPart {
  const weight = RULE_STRENGTH.check_size;
  if (!checkSize)
    return { part: 'check_size', score: null, weight, reasoning: 'The thesis sets no check size.' };
  const { min, max, currency } = checkSize.value;
  const checkMinUsd = toUsd(min, currency);
  const checkMaxUsd = toUsd(max, currency);
  const raise = extraction.facts.raise;
  const askUsd = raise
    ? toUsd(pointAmount(raise.value), raise.value.currency ?? extraction.profile.currency)
    : null;
  const checkText =
    min === max
      ? `$${checkMinUsd?.toLocaleString('en-US')}`
      : `$${checkMinUsd?.toLocaleString('en-US')} to $${checkMaxUsd?.toLocaleString('en-US')}`;
  if (askUsd === null || checkMinUsd === null || checkMaxUsd === null || !raise) {
    return {
      part: 'check_size',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${capitalise(says(checkSize))} (checks of ${checkText}); the deck states no ask to compare.`,
    };
  }
  // A check range fits a round its lower end fits: "$500k to $2.5M" can write $1M into a $1.3M round.
  const mid = Math.min((checkMinUsd + checkMaxUsd) / 2, Math.max(checkMinUsd, askUsd));
  const share = mid / askUsd;
  let score: number;
  let verdict: string;
  if (share > CHECK_SHARE_OF_ROUND.max) {
    score = Math.max(0.2, 1 / share);
    verdict = 'the round is smaller than a typical check';
  } else if (share < CHECK_SHARE_OF_ROUND.min) {
    score = 0.4;
    verdict = 'the check would be a very small part of the round';
  } else {
    score = 1;
    verdict = 'the check fits the round';
  }
  return {
    part: 'check_size',
    score: round(score, 4),
    weight,
    reasoning: `${capitalise(says(checkSize))} (checks of ${checkText}); the deck asks about $${askUsd.toLocaleString('en-US')} (page ${raise.page}): ${verdict}.`,
  };
}

function geographyPart(extraction: DeckExtraction, regions: ThesisProfile['regions']): MatchPart {
  const weight = RULE_STRENGTH.geography;
  if (!regions) return { part: 'geography', score: null, weight, reasoning: 'The thesis sets no geography.' };
  const { countries, labels, role } = regions.value;
  const wanted = list(labels);
  const intro = `${capitalise(says(regions))} (${role === 'hq' ? 'headquartered in ' : role === 'market' ? 'selling into ' : ''}${wanted})`;
  const hq = extraction.profile.headquarters ?? null;
  const wantedRegions = new Set(countries.map(regionOfCountry).filter((r): r is Region => r !== null));
  const deckRegions = extraction.profile.regions;
  const marketShare = deckRegions
    .filter(({ region }) => wantedRegions.has(region))
    .reduce((sum, { share: s }) => sum + s, 0);
  const deckText = list(
    deckRegions.slice(0, 3).map(({ region, share: s }) => `${REGION_LABELS[region]} ${pct(s)}`),
  );
  if (hq && role !== 'market') {
    const inside = countries.includes(hq.value.country);
    const where = `the company is based in ${hq.value.place}${hq.value.place === countryLabel(hq.value.country) ? '' : ` (${countryLabel(hq.value.country)})`}, page ${hq.page}: "${hq.quote}"`;
    if (inside) return { part: 'geography', score: 1, weight, reasoning: `${intro}; ${where}.` };
    // Based elsewhere: a thesis that only says "invest in X" still half-counts a company selling there.
    const score =
      role === 'any'
        ? Math.max(GEOGRAPHY_SCORES.outside, marketShare * GEOGRAPHY_SCORES.sellsInto)
        : GEOGRAPHY_SCORES.outside;
    return {
      part: 'geography',
      score: round(score, 4),
      weight,
      reasoning: `${intro}; ${where}, outside it${deckRegions.length > 0 ? ` (the deck points at ${deckText})` : ''}.`,
    };
  }
  if (deckRegions.length === 0) {
    return {
      part: 'geography',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${intro}; the deck does not say where it is based or operates.`,
    };
  }
  const hqInside = hq ? countries.includes(hq.value.country) : false;
  return {
    part: 'geography',
    score: round(Math.max(GEOGRAPHY_SCORES.outside, hqInside ? 1 : marketShare), 4),
    weight,
    reasoning: `${intro}; ${hq ? `the company is based in ${hq.value.place} and ` : 'the deck does not say where it is based; it '}points at ${deckText}.`,
  };
}

/** Sub-sectors a deck's own statement names, kept per statement: matching runs per deck and thesis. */
function subsectorsNamedIn(statement: string): ReturnType<typeof matchSubsectorTerms> {
  const known = namedSubsectors.get(statement);
  if (known) return known;
  const hits = matchSubsectorTerms(statement);
  if (namedSubsectors.size >= 1024) namedSubsectors.clear();
  namedSubsectors.set(statement, hits);
  return hits;
}
const namedSubsectors = new Map<string, ReturnType<typeof matchSubsectorTerms>>();

const SOFTWARE_VENDOR = new RegExp(
  `\\b(?:${termAlternation(SOFTWARE_PRODUCT_NOUNS)})\\b.*\\b(?:${termAlternation(CUSTOMER_PREPOSITIONS)})\\b`,
  'i',
);
const OPERATING_BUSINESS = new RegExp(
  `\\b(?:${termAlternation(OPERATING_BUSINESS_NOUNS)})(?:\\s+themselves)?\\s*$`,
  'i',
);

/**
 * A rule-out of a kind of operating business ("no tour operators themselves") against a deck whose
 * one-liner sells software to some: the company serves that sub-sector, it is not in it.
 */
function softwareForOperators(extraction: DeckExtraction, scope: Scope): Cited<string> | null {
  const oneLiner = extraction.facts.oneLiner;
  return oneLiner && OPERATING_BUSINESS.test(scope.phrase) && SOFTWARE_VENDOR.test(oneLiner.value)
    ? oneLiner
    : null;
}

/** How strongly a deck meets one facet of a scope (0..1), and what it is, for the reasoning. */
function scopeStrength(
  extraction: DeckExtraction,
  facets: DeckSide,
  scope: Scope,
): { strength: number; evidence: string[] } {
  const evidence: string[] = [];
  let strength = 1;
  const meet = (value: number, text: string) => {
    strength = Math.min(strength, value);
    if (value > 0) evidence.push(text);
  };
  const industryStrength = (industry: DeckIndustry) => {
    const share = facets.sectorShares.get(industry) ?? 0;
    return Math.min(1, share / EXCLUSION_FULL_SHARE);
  };
  for (const industry of scope.industries) {
    // "Hardware" rules out companies that make a physical product, whatever industry they read as.
    if (industry === 'hardware-iot') {
      const made = extraction.profile.hardware;
      meet(
        made?.value ?? 0,
        made ? `a maker of hardware (page ${made.page}: "${made.quote}")` : 'no hardware',
      );
      continue;
    }
    const share = facets.sectorShares.get(industry) ?? 0;
    meet(industryStrength(industry), `${DECK_INDUSTRIES[industry]} (${pct(share)} of the deck)`);
  }
  const vendor = scope.subsectors.length > 0 ? softwareForOperators(extraction, scope) : null;
  if (vendor) meet(0, `software sold to them (page ${vendor.page}: "${vendor.value}")`);
  for (const ref of vendor ? [] : scope.subsectors) {
    const within =
      extraction.profile.subsectors?.find((s) => s.industry === ref.industry && s.id === ref.id)?.share ?? 0;
    const needed = scope.qualifier ? SUBSECTOR_DOMINANCE.qualified : SUBSECTOR_DOMINANCE.plain;
    // A sub-sector the company names in what it says it is ("payments software for ...") is what it is.
    const statement = extraction.profile.primarySector?.quote ?? '';
    const named = subsectorsNamedIn(statement).some(
      (hit) => hit.industry === ref.industry && hit.subsector === ref.id,
    );
    const value = within >= needed || (named && !scope.qualifier) ? industryStrength(ref.industry) : 0;
    meet(
      value,
      `mostly ${ref.id.replace(/-/g, ' ')} within ${DECK_INDUSTRIES[ref.industry]} (${pct(within)})`,
    );
  }
  // "Wellness apps without clinical validation" do not describe a deck that shows clinical validation.
  for (const word of scope.without ?? []) {
    const shown = stemMentions(extraction.profile.keywords, word);
    if (shown > 0) meet(0, `showing "${word}" (${shown} times), which the clause leaves out`);
  }
  // "Single-asset therapeutics" does not describe a platform that makes many molecules.
  const assets = extraction.profile.multiAsset;
  if (scope.qualifier && SINGLE_ASSET.test(scope.qualifier) && assets)
    meet(0, `not a single asset (page ${assets.page}: "${assets.quote}")`);
  for (const model of scope.models) {
    const value = facets.models[model];
    // "Consumer apps for gig workers": an app free for workers is one, even though businesses pay.
    const user = extraction.profile.freeSideUser;
    if (model === 'consumer' && user?.value === 'consumer' && value < 0.6)
      meet(1, `a consumer app that businesses pay for (page ${user.page}: "${user.quote}")`);
    else meet(value >= 0.6 ? 1 : 0, `${MODEL_LABELS[model]} (${pct(value)})`);
  }
  if (scope.stages.length > 0) {
    const hit = facets.stage !== null && scope.stages.includes(facets.stage.stage);
    meet(hit ? 1 : 0, facets.stage ? `at ${FUNDING_STAGES[facets.stage.stage]}` : '');
  }
  if (scope.places.length > 0) {
    const countries = new Set(scope.places.flatMap((place) => place.countries));
    const hq = extraction.profile.headquarters ?? null;
    const regions = new Set([...countries].map(regionOfCountry));
    const mainRegion = extraction.profile.regions[0];
    const hit = hq
      ? countries.has(hq.value.country)
      : mainRegion !== undefined && regions.has(mainRegion.region) && mainRegion.share >= 0.5;
    meet(hit ? 1 : 0, hq ? `based in ${hq.value.place}` : 'mainly in that region');
  }
  // What the deck says it is: a service noun or a kind of company ruled out must be said there.
  const statements = [extraction.profile.primarySector?.quote, extraction.facts.oneLiner?.value].filter(
    (statement) => statement !== undefined,
  );
  for (const term of scope.terms) {
    // "No bed banks", "nothing that pre-buys rooms": a deck that says it buys the stock it resells is one.
    const reseller = STOCK_RESELLER.has(term) || PRE_BUYING_PHRASE.test(term);
    const buys = reseller ? extraction.profile.buysStockItResells : null;
    if (buys) {
      meet(1, `a business that buys the stock it resells (page ${buys.page}: "${buys.quote}")`);
      continue;
    }
    // "Pre-revenue companies": a deck that says it has no revenue yet is one, in whatever words.
    if (PRE_REVENUE_PHRASE.test(term)) {
      const nothingYet = extraction.profile.sellsNothingYet;
      meet(
        nothingYet ? 1 : 0,
        nothingYet
          ? `a company with no revenue yet (page ${nothingYet.page}: "${nothingYet.quote}")`
          : `"${term}" in what it says of itself`,
      );
      continue;
    }
    const saysItIs = SAID_OF_ITSELF.get(term);
    if (saysItIs) {
      // "Agencies" in a rule-out: the deck must say it is one, not that it sells to or replaces one.
      const itSays =
        statements.some((statement) => saysItIs.test(statement)) ||
        (AGENCY.has(term) &&
          (extraction.profile.organisationKinds ?? []).some(({ value }) => value === 'agency-services'));
      const employs = STAFFING.has(term) ? extraction.profile.employsPlacedPeople : null;
      if (!itSays && employs) {
        meet(1, `a staffing business (page ${employs.page}: "${employs.quote}")`);
        continue;
      }
      const sites = term === 'operators' ? extraction.profile.runsOwnSites : null;
      if (!itSays && sites) {
        meet(1, `a company that runs its own sites (page ${sites.page}: "${sites.quote}")`);
        continue;
      }
      meet(itSays ? 1 : 0, `"${term}" in what it says it is`);
      continue;
    }
    // "Online pharmacies" in a pharmacy-software thesis: the deck must say it is one.
    const kind = term.includes(' ') ? kindSaid(term) : null;
    if (kind) {
      if (statements.some((statement) => kind.test(statement))) {
        meet(1, `"${term}" in what it says it is`);
        continue;
      }
    }
    const count = term
      .split(' ')
      .reduce(
        (least, word) => Math.min(least, mentionsOf(extraction.profile.keywords, word)),
        Number.POSITIVE_INFINITY,
      );
    meet(count >= MIN_TERM_MENTIONS ? 1 : 0, `"${term}" ${count} times`);
  }
  return { strength, evidence };
}

/** Each exclusion as the thesis states it and as it was read: the reasoning of a deck that hits none. */
function exclusionsRead(exclusions: ThesisProfile['exclusions']): string {
  return exclusions
    .map(({ quote, value }) => {
      // "Fossil-fuel generation or storage" reads as one sub-sector twice: said once.
      const scopes = [...new Set(value.scopes.map(describeScope))].filter((text) => text.length > 0);
      return `"${quote ?? scopes.join(', ')}" (read as: ${list([...scopes, ...value.stages.map((s) => FUNDING_STAGES[s])]) || 'no scope'})`;
    })
    .join('; ');
}

/** How much each exclusion the deck hits pulls the score down, quoting the clause that set it. */
function exclusionsPart(
  extraction: DeckExtraction,
  { profile: { exclusions, stages }, exclusionsRead }: PreparedThesis,
): { part: MatchPart; factor: number } {
  const hits: string[] = [];
  /** Stage rules the stage part already weighs: quoted, not counted again. */
  const restated: string[] = [];
  let factor = 1;
  const facets = deckSide(extraction);
  for (const exclusion of exclusions) {
    const { value } = exclusion;
    let strongest = 0;
    let because = '';
    for (const scope of value.scopes) {
      const { strength, evidence } = scopeStrength(extraction, facets, scope);
      if (strength > strongest) {
        strongest = strength;
        because = `the deck is ${list(evidence)}`;
      }
    }
    // "Never after seed" or "no new relationships at Series A" beside "pre-seed and seed": the stage
    // part already scores a later round as outside the thesis, so the bound is that rule said again
    // and is quoted, not counted twice.
    let stageRule = false;
    if (facets.stage && value.stages.includes(facets.stage.stage)) {
      stageRule = strongest < 1 && stages !== null && !stages.value.includes(facets.stage.stage);
      strongest = 1;
      because = `the deck ${facets.stage.evidence}`;
    }
    if (strongest <= 0) continue;
    if (stageRule) {
      restated.push(`${says(exclusion)}, and ${because}`);
      continue;
    }
    const full = value.soft ? SOFT_EXCLUSION_FACTOR : EXCLUSION_FACTOR;
    factor *= 1 - (1 - full) * Math.min(1, strongest);
    hits.push(
      `${value.soft ? 'a part of the focus backed only now and then' : 'excluded'}: ${says(exclusion)}, and ${because}`,
    );
  }
  const stageNote =
    restated.length > 0
      ? ` The stage part already weighs this stage rule (${restated.join('; ')}), so it is not counted again.`
      : '';
  const reasoning =
    exclusions.length === 0
      ? 'The thesis states no exclusions.'
      : hits.length === 0
        ? `The deck hits none of the exclusions: ${exclusionsRead}.${stageNote}`
        : `${capitalise(hits.join('; '))}. The score is multiplied by ${round(factor, 2)}.${stageNote}`;
  return {
    part: {
      part: 'exclusions',
      score: exclusions.length === 0 ? null : round(factor, 4),
      weight: 0,
      reasoning,
    },
    factor,
  };
}

/**
 * A thesis's founder rule is a soft rule of the thesis, weighed with its exclusions: a deck whose
 * founders show nothing of it is pulled down a little, quoting the rule and the team line. A school's
 * alumni rule is a requirement: a deck that names no founder from the school is pulled outside.
 */
function withFounderRule(
  exclusions: { part: MatchPart; factor: number },
  extraction: DeckExtraction,
  rule: ThesisProfile['founderRule'],
): { part: MatchPart; factor: number } {
  if (!rule) return exclusions;
  const { score, evidence } = founderEvidence(extraction, rule.value);
  // A school's alumni fund backs no one else: its rule is a requirement, the others a lean.
  const missing = rule.value.kind === 'alumni' ? FOUNDER_RULE.requiredFactor : FOUNDER_RULE.factor;
  const pull = 1 - (1 - missing) * (1 - score);
  const factor = exclusions.factor * pull;
  const note = `On founders, ${says(rule)}; ${evidence}${pull < 1 ? `, so the score is multiplied by ${round(pull, 2)}` : ''}.`;
  return {
    factor,
    part: {
      ...exclusions.part,
      score: round(factor, 4),
      reasoning: `${exclusions.part.reasoning} ${note}`,
    },
  };
}

/**
 * A thesis's soft preferences ("a soft spot for climate", "bonus points for open source"), weighed
 * with its exclusions: a deck that meets none of a preference's scopes is multiplied by
 * SOFT_PREFERENCE_FACTOR, so one that meets it ranks above an otherwise equal deck; the reasoning says which.
 */
function withPreferences(
  exclusions: { part: MatchPart; factor: number },
  extraction: DeckExtraction,
  { preferences = [], audience = [] }: Pick<ThesisProfile, 'preferences' | 'audience'>,
): { part: MatchPart; factor: number } {
  if (preferences.length === 0 && audience.length === 0) return exclusions;
  const facets = deckSide(extraction);
  let factor = exclusions.factor;
  const notes = preferences.map((preference) => {
    let strongest = 0;
    let evidence: string[] = [];
    for (const scope of preference.value) {
      const met = scopeStrength(extraction, facets, scope);
      if (met.strength > strongest) ({ strength: strongest, evidence } = met);
    }
    const pull = 1 - (1 - SOFT_PREFERENCE_FACTOR) * (1 - Math.min(1, strongest));
    factor *= pull;
    return strongest > 0
      ? `a soft preference: ${says(preference)}, and the deck is ${list(evidence)}, so it ranks above decks without it`
      : `a soft preference: ${says(preference)}, and the deck shows none of it, so the score is multiplied by ${round(pull, 2)}`;
  });
  // "Apps aimed at affluent users": a deck that never names the audience is outside the want.
  for (const rule of audience) {
    const named = stemMentions(extraction.profile.keywords, rule.value);
    if (named === 0) factor *= AUDIENCE_RULE_FACTOR;
    notes.push(
      named > 0
        ? `on whom the products serve, ${says(rule)}, and the deck names "${rule.value}" ${named} times`
        : `on whom the products serve, ${says(rule)}, and the deck never names "${rule.value}" users, so the score is multiplied by ${AUDIENCE_RULE_FACTOR}`,
    );
  }
  return {
    factor,
    part: {
      ...exclusions.part,
      score: round(factor, 4),
      reasoning: `${exclusions.part.reasoning} ${capitalise(notes.join('; '))}.`,
    },
  };
}

/** How often a deck says a word, singular and plural alike ("agency", "agencies"). */
function mentionsOf(keywords: Readonly<Record<string, number>>, word: string): number {
  const forms = new Set([word]);
  if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`);
  else if (word.endsWith('s')) forms.add(word.slice(0, -1));
  else forms.add(`${word}s`);
  return [...forms].reduce((sum, form) => sum + (keywords[form] ?? 0), 0);
}

/** How often a deck says a word in any form ("validation", "validated", "validating"): its stem and what follows. */
function stemMentions(keywords: Readonly<Record<string, number>>, word: string): number {
  const stem = word.slice(0, Math.max(5, word.length - 3));
  return Object.entries(keywords).reduce((sum, [key, count]) => sum + (key.startsWith(stem) ? count : 0), 0);
}

/**
 * "online pharmacies" as a deck says it of itself: "the online pharmacy that ...". Built once per
 * term, not once per deck matched.
 */
const kindSaid = memoised(
  (term: string) => term,
  (term: string): RegExp => {
    const words = term.split(' ').map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ''));
    const last = (words.pop() ?? '').replace(/(?:ies|es|s)$/, '');
    return new RegExp(`\\b${[...words, `${last}\\p{L}*`].join('\\s+')}\\b`, 'iu');
  },
);

/**
 * A company that runs sites itself, as it says so: "we run 14 bilingual schools", "operator of care
 * homes", "a clinic operator", "we acquire independent practices", "a roll-up of dental clinics".
 * "Software for schools", "sold to gym operators" or "a clinic group that acquires practices" (a
 * customer) is not one.
 */
const RUNS_ITS_OWN_SITES =
  /\b(?:we|that|which|who)\s+(?:own\s+and\s+)?(?:run|operate)s?\s+(?:\d[\d,]*\s+|our\s+own\s+|its\s+own\s+|a\s+(?:network|chain|group)\s+of\s+)|\boperators?\s+of\b|\b(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?operator\b(?!['’]s)|\bwe\s+(?:have\s+)?(?:acquire[ds]?|buy|bought|roll\s+up|rolled\s+up)\s+(?:\d[\d,]*\s+|independent\s+|owner-run\s+)?(?:[\p{L}-]+\s+){0,2}?(?:practices|clinics|pharmacies|agencies|firms|shops|stores|businesses)\b|\b(?:a|an|our)\s+(?:[\p{L}-]+\s+){0,2}?roll[\s-]?up\b/iu;

/**
 * A deal-breaker word must appear this often before it counts: one passing mention is not the
 * business, nor are the customers a deck names now and then ("a brand books a campaign"). Raised
 * from 3 on the seventh eval half, where a retail-media deck named the brands that buy from it 3 times.
 */
const MIN_TERM_MENTIONS = 4;
/**
 * Each kind-of-business noun as a deck says it of itself, in the singular after an article or at the
 * head of its one-liner: "we are a staffing agency", "Acme is a product consultancy", "Staffing agency
 * for nurses". "Home-care agencies are moving off paper" names its customers, not itself.
 */
const SAID_OF_ITSELF: ReadonlyMap<string, RegExp> = new Map(
  KIND_OF_BUSINESS_NOUNS.map((noun) => {
    if (noun === 'operators') return [noun, RUNS_ITS_OWN_SITES];
    const singular =
      noun === 'staffing'
        ? 'staffing(?:\\s+(?:agency|company|firm|business|provider))?'
        : noun
            .replace(/(?:y|ies)$/, 'y')
            .replace(/ers?$/, 'ers?')
            .replace(/([^s?])s$/, '$1s?');
    return [
      noun,
      new RegExp(
        `(?:^\\s*(?:[-•·*]\\s*)?(?:(?:a|an)\\s+)?|\\b(?:a|an)\\s+)(?:[\\p{L}\\p{N}/&-]+\\s+){0,3}?${singular}\\b(?!['’]s|\\s+(?:software|tools?|platform|app|market))`,
        'iu',
      ),
    ];
  }),
);
const STAFFING: ReadonlySet<string> = new Set(STAFFING_NOUNS);
const STOCK_RESELLER: ReadonlySet<string> = new Set(STOCK_RESELLER_TERMS);
const AGENCY: ReadonlySet<string> = new Set(AGENCY_NOUNS);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The score before exclusions, as a verdict (SECTOR_GATE): the sector verdict times what each rule
 * part leaves of it, by its weight (RULE_STRENGTH). A thesis naming no sector leaves the rules to decide; one stating nothing at
 * all gives the neutral UNKNOWN_PART_SCORE.
 */
function verdictBase(parts: readonly MatchPart[]): number {
  if (parts.every((part) => part.score === null)) return UNKNOWN_PART_SCORE;
  // The floor is room for the rules to order decks outside the thesis's sectors: a thesis that
  // states no rule has nothing to order them by, and its sector verdict is the score.
  const rules = parts.some((part) => part.part !== 'sectors' && part.score !== null);
  const floor = rules ? SECTOR_GATE.floor : 0;
  let score = 1;
  for (const part of parts) {
    if (part.score === null) continue;
    score *=
      part.part === 'sectors'
        ? floor + (1 - floor) * part.score ** SECTOR_GATE.power
        : 1 - part.weight * (1 - part.score);
  }
  return score;
}

/**
 * A thesis that names no sector (a generalist's) is its rules: with no sector verdict to gate the
 * score, each rule weighs GENERALIST_RULE_SCALE times its strength (at most in full), so a deck
 * breaking the stage or place such a thesis states reads as a partial fit, not as a fit.
 */
function byRulesAlone(parts: MatchPart[]): MatchPart[] {
  if (parts.some((part) => part.part === 'sectors' && part.score !== null)) return parts;
  return parts.map((part) =>
    part.part === 'sectors'
      ? part
      : { ...part, weight: round(Math.min(1, part.weight * GENERALIST_RULE_SCALE), 4) },
  );
}

/**
 * The thesis side of matching, read once for every deck matched against it: the investor's
 * corrections of the reading (issue 28) apply wherever a deck is matched.
 */
export interface PreparedThesis {
  version: number;
  profile: ThesisProfile;
  consumerFocus: ConsumerFocus;
  /** The reasoning's list of the exclusions, the same for every deck that hits none. */
  exclusionsRead: string;
  /** The thesis's own words, the tie-break between decks its rules score alike (thesis-words.ts). */
  words: ThesisWords;
}

export function prepareThesis(thesis: ThesisInput): PreparedThesis {
  const profile = correctedThesisProfile(thesis);
  return {
    version: thesis.version,
    profile,
    consumerFocus: consumerThesis(profile),
    exclusionsRead: exclusionsRead(profile.exclusions),
    words: thesisWordsOf(thesis),
  };
}

/**
 * Scores a deck against a thesis as a verdict (verdictBase): its sector fit gates the score, each
 * rule the thesis states (business model, stage, check size, geography) pulls it down as far as the
 * deck breaks it, and any exclusion the deck hits multiplies it down. The parts without the
 * investment estimate, which the what-if does not show.
 */
export function scoreDeckBuiltin(
  extraction: DeckExtraction,
  prepared: PreparedThesis,
): Pick<DeckMatch, 'matchScore' | 'parts'> {
  const { profile, consumerFocus } = prepared;
  const parts = byRulesAlone([
    sectorsPart(extraction, profile, consumerFocus),
    modelPart(extraction, profile, consumerFocus),
    stagePart(extraction, profile),
    checkSizePart(extraction, profile.checkSize),
    geographyPart(extraction, profile.regions),
  ]);
  const exclusions = withPreferences(
    withFounderRule(exclusionsPart(extraction, prepared), extraction, profile.founderRule ?? null),
    extraction,
    profile,
  );
  const base = verdictBase(parts);
  // A headquarters rule is a rule, not a preference: a company based outside it is pulled down
  // whatever else fits (the geography part says why).
  const geography = parts.find((part) => part.part === 'geography');
  // A deck whose HQ was not read but whose every place points outside (geography at its floor)
  // breaks the rule as plainly as one based outside.
  const geographyScore = geography?.score ?? 1;
  const hqFactor =
    profile.regions?.value.role === 'hq' &&
    (extraction.profile.headquarters ? geographyScore < 1 : geographyScore <= GEOGRAPHY_SCORES.outside)
      ? RULE_BROKEN_FACTOR
      : 1;
  const words = sharedThesisWords(prepared.words, extraction.profile.keywords);
  return {
    matchScore: round(
      Math.min(1, base * exclusions.factor * hqFactor + THESIS_WORDS.weight * words.share),
      4,
    ),
    parts: [
      ...parts.map((part) => (part.part === 'sectors' ? withThesisWords(part, words) : part)),
      exclusions.part,
    ],
  };
}

/** The sector part's reasoning says which of the thesis's own words the deck uses (the tie-break). */
function withThesisWords(part: MatchPart, words: ReturnType<typeof sharedThesisWords>): MatchPart {
  if (words.shared.length === 0) return part;
  const shown = words.shared.slice(0, SHOWN_THESIS_WORDS).map((word) => `"${word}"`);
  return {
    ...part,
    reasoning: `${part.reasoning} It uses ${pct(words.share)} of the thesis's own words (${shown.join(', ')}${words.shared.length > SHOWN_THESIS_WORDS ? ', ...' : ''}).`,
  };
}
const SHOWN_THESIS_WORDS = 5;

/**
 * A deck's match against a thesis: its score and parts (scoreDeckBuiltin) and the investment estimate.
 * Deterministic: the same extraction and thesis always give the same result.
 */
export function matchDeckBuiltin(
  extraction: DeckExtraction,
  thesis: ThesisInput,
  engineVersion = BUILTIN_ENGINE_VERSION,
): DeckMatch {
  const prepared = prepareThesis(thesis);
  return {
    engine: 'builtin',
    engineVersion,
    thesisVersion: thesis.version,
    contentHash: extraction.contentHash,
    ...scoreDeckBuiltin(extraction, prepared),
    investment: estimateInvestment(extraction, prepared.profile),
  };
}
