import {
  DECK_INDUSTRIES,
  type DeckIndustry,
  FUNDING_STAGES,
  type FundingStage,
} from '@pitchfit/contracts/deck';
import { BUILTIN_ENGINE_VERSION } from './engine-version';
import { estimateInvestment, stageForRaise } from './estimate';
import { pointAmount, toUsd } from './fx';
import type { BusinessModel } from './lexicon/business-models';
import type { Region } from './lexicon/regions';
import { round } from './text';
import type { ConstraintSource, ThesisProfile } from './thesis';
import { parseThesis } from './thesis';
import {
  EXCLUSION_FACTOR,
  EXCLUSION_FULL_SHARE,
  MATCH_WEIGHTS,
  MAX_MODEL_WEIGHT,
  MODEL_WEIGHT_PER_EXTRA_MENTION,
  STAGE_PROFILE,
  UNKNOWN_PART_SCORE,
} from './tuning';
import type { DeckExtraction, DeckMatch, MatchPart, ThesisInput } from './types';

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

/** Squaring sharpens the deck's sector mix: its main business counts, stray keywords hardly do. */
function sharpened(sectors: DeckExtraction['profile']['sectors']): Map<DeckIndustry, number> {
  const squares = sectors.map(({ industry, share }) => [industry, share * share] as const);
  const sum = squares.reduce((total, [, value]) => total + value, 0);
  return new Map(sum > 0 ? squares.map(([industry, value]) => [industry, value / sum]) : []);
}

function sectorsPart(extraction: DeckExtraction, sectors: ThesisProfile['sectors']): MatchPart {
  const weight = MATCH_WEIGHTS.sectors;
  if (!sectors)
    return {
      part: 'sectors',
      score: null,
      weight,
      reasoning: 'The thesis names no sector, so sector fit is not scored.',
    };
  const wanted = sectors.value.map(({ industry }) => DECK_INDUSTRIES[industry]);
  const deck = sharpened(extraction.profile.sectors);
  if (deck.size === 0) {
    return {
      part: 'sectors',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${from(sectors.source)} asks for ${list(wanted.slice(0, 4))}; the deck's text says too little to tell its sector.`,
    };
  }
  let fit = 0;
  const met: string[] = [];
  for (const { industry, weight: thesisWeight } of sectors.value) {
    const share = deck.get(industry) ?? 0;
    fit += share * thesisWeight;
    if (share >= 0.05) met.push(`${DECK_INDUSTRIES[industry]} (${pct(share)} of the deck)`);
  }
  const industry = extraction.facts.industry;
  const evidence = industry
    ? ` The deck reads as ${DECK_INDUSTRIES[industry.value]} (page ${industry.page}: "${industry.quote}").`
    : '';
  const verdict =
    met.length > 0
      ? `it meets ${list(met)}.`
      : `the deck's sectors (${list([...deck.keys()].slice(0, 3).map((i) => DECK_INDUSTRIES[i]))}) are outside it.`;
  return {
    part: 'sectors',
    score: round(Math.min(1, fit), 4),
    weight,
    reasoning: `${capitalise(from(sectors.source))} asks for ${list(wanted.slice(0, 4))}; ${verdict}${evidence}`,
  };
}

function modelPart(extraction: DeckExtraction, models: ThesisProfile['models'], mentions: number): MatchPart {
  const weight = round(
    Math.min(
      MAX_MODEL_WEIGHT,
      MATCH_WEIGHTS.business_model + MODEL_WEIGHT_PER_EXTRA_MENTION * Math.max(0, mentions - 1),
    ),
    4,
  );
  if (!models)
    return { part: 'business_model', score: null, weight, reasoning: 'The thesis sets no business model.' };
  const signals = extraction.profile.models;
  const known = signals.consumer + signals.business > 0 || signals.network > 0;
  if (!known) {
    return {
      part: 'business_model',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${capitalise(from(models.source))} asks for ${list(models.value.map((m) => MODEL_LABELS[m]))}; the deck does not show who its customers are.`,
    };
  }
  const scores = models.value.map((model) => signals[model]);
  const score = scores.reduce((a, b) => a + b, 0) / scores.length;
  const deckSide =
    signals.consumer >= signals.business
      ? `mostly consumer-facing (${pct(signals.consumer)} of its customer words)`
      : `mostly selling to businesses (${pct(signals.business)} of its customer words)`;
  const network = signals.network > 0 ? `, network/platform signal ${pct(signals.network)}` : '';
  return {
    part: 'business_model',
    score: round(score, 4),
    weight,
    reasoning: `${capitalise(from(models.source))} asks for ${list(models.value.map((m) => MODEL_LABELS[m]))}; the deck is ${deckSide}${network}.`,
  };
}

function deckStage(extraction: DeckExtraction): { stage: FundingStage; evidence: string } | null {
  const { stage, raise } = extraction.facts;
  if (stage)
    return { stage: stage.value, evidence: `states ${FUNDING_STAGES[stage.value]} (page ${stage.page})` };
  if (!raise) return null;
  const usd = toUsd(pointAmount(raise.value), raise.value.currency ?? extraction.profile.currency);
  if (usd === null) return null;
  const inferred = stageForRaise(usd);
  return {
    stage: inferred,
    evidence: `states no stage; its ask (page ${raise.page}) is typical of ${FUNDING_STAGES[inferred]}`,
  };
}

function stagePart(extraction: DeckExtraction, stages: ThesisProfile['stages']): MatchPart {
  const weight = MATCH_WEIGHTS.stage;
  if (!stages) return { part: 'stage', score: null, weight, reasoning: 'The thesis sets no stage.' };
  const wanted = list(stages.value.map((s) => FUNDING_STAGES[s]));
  const deck = deckStage(extraction);
  if (!deck) {
    return {
      part: 'stage',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${capitalise(from(stages.source))} invests at ${wanted}; the deck states no stage or ask.`,
    };
  }
  const distance = Math.min(
    ...stages.value.map((s) => Math.abs(STAGE_PROFILE[s].order - STAGE_PROFILE[deck.stage].order)),
  );
  const score = distance === 0 ? 1 : distance <= 1 ? 0.6 : 0.15;
  const verdict = distance === 0 ? 'a match' : distance <= 1 ? 'one stage off' : 'outside that range';
  return {
    part: 'stage',
    score,
    weight,
    reasoning: `${capitalise(from(stages.source))} invests at ${wanted}; the deck ${deck.evidence}: ${verdict}.`,
  };
}

/** A check is a sensible part of a round between these shares of it. */
const CHECK_SHARE_OF_ROUND = { min: 0.03, max: 1 } as const;

function checkSizePart(extraction: DeckExtraction, checkSize: ThesisProfile['checkSize']): MatchPart {
  const weight = MATCH_WEIGHTS.check_size;
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
      reasoning: `${capitalise(from(checkSize.source))} writes checks of ${checkText}; the deck states no ask to compare.`,
    };
  }
  const mid = (checkMinUsd + checkMaxUsd) / 2;
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
    reasoning: `${capitalise(from(checkSize.source))} writes checks of ${checkText}; the deck asks about $${askUsd.toLocaleString('en-US')} (page ${raise.page}): ${verdict}.`,
  };
}

function geographyPart(extraction: DeckExtraction, regions: ThesisProfile['regions']): MatchPart {
  const weight = MATCH_WEIGHTS.geography;
  if (!regions) return { part: 'geography', score: null, weight, reasoning: 'The thesis sets no geography.' };
  const wanted = list(regions.value.map((r) => REGION_LABELS[r]));
  const deckRegions = extraction.profile.regions;
  if (deckRegions.length === 0) {
    return {
      part: 'geography',
      score: UNKNOWN_PART_SCORE,
      weight,
      reasoning: `${capitalise(from(regions.source))} invests in ${wanted}; the deck does not say where it operates.`,
    };
  }
  const share = deckRegions
    .filter(({ region }) => regions.value.includes(region))
    .reduce((sum, { share: s }) => sum + s, 0);
  const deckText = list(
    deckRegions.slice(0, 3).map(({ region, share: s }) => `${REGION_LABELS[region]} ${pct(s)}`),
  );
  return {
    part: 'geography',
    score: round(Math.max(0.1, share), 4),
    weight,
    reasoning: `${capitalise(from(regions.source))} invests in ${wanted}; the deck points at ${deckText}.`,
  };
}

/** How much each exclusion the deck hits pulls the score down, and why. */
function exclusionsPart(
  extraction: DeckExtraction,
  exclusions: ThesisProfile['exclusions'],
): { part: MatchPart; factor: number } {
  const hits: string[] = [];
  let factor = 1;
  const hit = (strength: number, text: string, source: ConstraintSource) => {
    if (strength <= 0) return;
    factor *= 1 - (1 - EXCLUSION_FACTOR) * Math.min(1, strength);
    hits.push(`${text} (excluded by ${from(source)})`);
  };
  const deckShares = new Map(extraction.profile.sectors.map(({ industry, share }) => [industry, share]));
  const stage = deckStage(extraction);
  for (const { value, source } of exclusions) {
    for (const industry of value.industries) {
      const share = deckShares.get(industry) ?? 0;
      hit(share / EXCLUSION_FULL_SHARE, `${DECK_INDUSTRIES[industry]} is ${pct(share)} of the deck`, source);
    }
    for (const model of value.models) {
      const strength =
        model === 'network' ? extraction.profile.models.network : extraction.profile.models[model];
      hit(strength >= 0.6 ? 1 : 0, `the deck is ${MODEL_LABELS[model]}`, source);
    }
    if (stage && value.stages.includes(stage.stage)) hit(1, `the deck ${stage.evidence}`, source);
    for (const region of value.regions) {
      const share = extraction.profile.regions.find((r) => r.region === region)?.share ?? 0;
      hit(share >= 0.5 ? 1 : 0, `the deck is mainly in ${REGION_LABELS[region]}`, source);
    }
    for (const term of value.terms) {
      const count = term
        .split(' ')
        .reduce(
          (least, word) => Math.min(least, extraction.profile.keywords[word] ?? 0),
          Number.POSITIVE_INFINITY,
        );
      hit(count >= MIN_TERM_MENTIONS ? 1 : 0, `the deck mentions "${term}" ${count} times`, source);
    }
  }
  const reasoning =
    exclusions.length === 0
      ? 'The thesis states no exclusions.'
      : hits.length === 0
        ? 'The deck hits none of the exclusions.'
        : `Exclusions hit: ${hits.join('; ')}. The score is multiplied by ${round(factor, 2)}.`;
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

/** A deal-breaker word must appear this often before it counts: one passing mention is not the business. */
const MIN_TERM_MENTIONS = 3;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Scores a deck against a thesis: a weighted mean of the parts the thesis speaks to (sectors,
 * business model, stage, check size, geography), multiplied down by any exclusion the deck hits.
 * Deterministic: the same extraction and thesis always give the same result.
 */
export function matchDeckBuiltin(
  extraction: DeckExtraction,
  thesis: ThesisInput,
  engineVersion = BUILTIN_ENGINE_VERSION,
): DeckMatch {
  const profile = parseThesis(thesis);
  const parts = [
    sectorsPart(extraction, profile.sectors),
    modelPart(extraction, profile.models, profile.modelMentions),
    stagePart(extraction, profile.stages),
    checkSizePart(extraction, profile.checkSize),
    geographyPart(extraction, profile.regions),
  ];
  const exclusions = exclusionsPart(extraction, profile.exclusions);
  const scored = parts.filter((part): part is MatchPart & { score: number } => part.score !== null);
  const totalWeight = scored.reduce((sum, part) => sum + part.weight, 0);
  const base =
    totalWeight > 0
      ? scored.reduce((sum, part) => sum + part.score * part.weight, 0) / totalWeight
      : UNKNOWN_PART_SCORE;
  return {
    engine: 'builtin',
    engineVersion,
    thesisVersion: thesis.version,
    contentHash: extraction.contentHash,
    matchScore: round(base * exclusions.factor, 4),
    parts: [...parts, exclusions.part],
    investment: estimateInvestment(extraction, profile),
  };
}
