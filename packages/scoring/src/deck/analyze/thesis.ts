import type { DeckIndustry, FundingStage } from '@pitchfit/contracts/deck';
import { COMMON_WORDS } from './common-words';
import { type BusinessModel, THESIS_MODEL_CUES } from './lexicon/business-models';
import type { Region } from './lexicon/regions';
import { compileLexicon } from './lexicon-matcher';
import { findMoney } from './money';
import { industryShares, matchIndustryTerms, matchRegionTerms } from './signals';
import { EARLY_STAGES, findStages } from './stage';
import { round } from './text';
import type { ThesisAnswer, ThesisInput } from './types';

/** Where a constraint came from, so the reasoning can say "from your answer to ...". */
export type ConstraintSource = { kind: 'thesis' } | { kind: 'answer'; question: string };

export interface Constraint<T> {
  value: T;
  source: ConstraintSource;
}

export interface Exclusions {
  industries: DeckIndustry[];
  models: BusinessModel[];
  stages: FundingStage[];
  regions: Region[];
  /** Words the investor named as deal-breakers, matched against the deck's own words. */
  terms: string[];
}

export interface ThesisProfile {
  /** Industry weights scaled so that the strongest is 1, largest first. */
  sectors: Constraint<Array<{ industry: DeckIndustry; weight: number }>> | null;
  models: Constraint<BusinessModel[]> | null;
  /** How often the thesis names a business model: a thesis that keeps returning to one cares more. */
  modelMentions: number;
  stages: Constraint<FundingStage[]> | null;
  /** Typical check, in its stated currency (min equals max for a single figure). */
  checkSize: Constraint<{ min: number; max: number; currency: string | null }> | null;
  regions: Constraint<Region[]> | null;
  exclusions: Array<Constraint<Exclusions>>;
  /** Ownership the investor targets after investing, 0..1. */
  ownershipTarget: Constraint<number> | null;
}

/** The topics of the follow-up questions; their answers are read as the matching constraint. */
export const THESIS_TOPICS = [
  'sectors',
  'stage',
  'check_size',
  'geography',
  'business_model',
  'exclusions',
  'ownership',
] as const;
export type ThesisTopic = (typeof THESIS_TOPICS)[number];

const NEGATION_CLAUSE =
  /\b(?:(?:do not|don't|never|won't|will not|cannot|can't|not)\s+(?:invest|fund|back|consider|look at|do)\w*(?:\s+in)?|(?:avoid|exclude|excluding|except|not interested in|stay away from|pass on|deal[\s-]?breakers?(?:\s+are)?:?))\s+([^.;\n]*)/gi;
const NO_CONSTRAINT =
  /^\s*(any|all|none|no|n\/a|no preference|agnostic|anything|everything|everywhere|global(ly)?|worldwide|flexible|open|not really|nothing)\b[\s.!]*$|^\s*(any|all|every)\s+(stages?|sectors?|geograph\w*|regions?|countries|sizes?|models?|business models?)\b|\b(stage|sector|geography|region)[\s-]agnostic\b|\bno preference\b|\bopen to (any|all)\b/i;
const GLOBAL = /\b(global(ly)?|worldwide|anywhere|any geography|all regions)\b/i;
const CHECK_CUES =
  /\b(checks?|cheques?|tickets?|initial investments?|we invest|invest(ing)? (up to|between|from)|allocate|write|first checks?|investment size)\b/i;
const OWNERSHIP =
  /(\d{1,2}(?:\.\d+)?)\s?%\s*(?:ownership|stake|equity|of the company)|\bown(?:ership)?\b[^.\d%]{0,30}(\d{1,2}(?:\.\d+)?)\s?%/i;
const MIN_SECTOR_SHARE = 0.05;

const modelMatchers = (Object.keys(THESIS_MODEL_CUES) as BusinessModel[]).map((model) => ({
  model,
  match: compileLexicon(THESIS_MODEL_CUES[model].map((term) => ({ key: model, term, weight: 1 }))),
}));

function modelsIn(text: string): BusinessModel[] {
  return modelMatchers.filter(({ match }) => match(text).length > 0).map(({ model }) => model);
}

function modelMentionsIn(text: string): number {
  return modelMatchers.reduce((sum, { match }) => sum + match(text).length, 0);
}

function regionsIn(text: string): Region[] {
  if (GLOBAL.test(text)) return [];
  return [...new Set(matchRegionTerms(text).map((hit) => hit.key))].sort();
}

function stagesIn(text: string): FundingStage[] {
  const stages = new Set(findStages(text).map((mention) => mention.stage));
  if (/\bearly[\s-]stage\b/i.test(text)) for (const stage of EARLY_STAGES) stages.add(stage);
  return [...stages];
}

/** Industries a text names with strong terms only: "no crypto" must not exclude all of fintech by a weak word. */
function strongIndustriesIn(text: string): DeckIndustry[] {
  return [
    ...new Set(
      matchIndustryTerms(text)
        .filter((hit) => hit.weight >= 1)
        .map((hit) => hit.key),
    ),
  ].sort();
}

function termsIn(text: string): string[] {
  return text
    .toLowerCase()
    .split(/,|;|\/|\band\b|\bor\b|\bnor\b/)
    .map((part) =>
      part
        .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .map((part) =>
      part
        .split(' ')
        .filter((word) => !COMMON_WORDS.has(word) && word.length > 2)
        .join(' '),
    )
    .filter((part) => part.length > 2 && part.split(' ').length <= 3);
}

function exclusionsIn(clause: string, withTerms: boolean): Exclusions | null {
  const exclusions: Exclusions = {
    industries: strongIndustriesIn(clause),
    models: modelsIn(clause),
    stages: stagesIn(clause),
    regions: regionsIn(clause),
    terms: withTerms ? termsIn(clause) : [],
  };
  const any = Object.values(exclusions).some((list) => list.length > 0);
  return any ? exclusions : null;
}

/** Splits a text into what it asks for and the clauses that rule things out. */
function splitNegations(text: string): { positive: string; negative: string[] } {
  const negative: string[] = [];
  const positive = text.replace(NEGATION_CLAUSE, (_, clause: string) => {
    negative.push(clause);
    return ' ';
  });
  return { positive, negative };
}

function checkSizeIn(text: string): { min: number; max: number; currency: string | null } | null {
  const amounts = findMoney(text).flatMap((m) =>
    m.maxAmount === null ? [m] : [m, { ...m, amount: m.maxAmount }],
  );
  if (amounts.length === 0) return null;
  const values = amounts.map((m) => m.amount);
  return {
    min: Math.min(...values),
    max: Math.max(...values),
    currency: amounts.find((m) => m.currency)?.currency ?? null,
  };
}

function checkSizeInThesis(text: string): { min: number; max: number; currency: string | null } | null {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => CHECK_CUES.test(sentence));
  return checkSizeIn(sentences.join(' '));
}

function ownershipIn(text: string): number | null {
  const match = text.match(OWNERSHIP);
  const percent = Number(match?.[1] ?? match?.[2]);
  return match && percent > 0 && percent < 100 ? percent / 100 : null;
}

/**
 * A thesis names its sectors outright: an industry it only brushes with a weak word ("knowledge
 * base", "framework") is not one it asks for, unless the thesis names no industry outright.
 */
function scaledSectors(text: string): Array<{ industry: DeckIndustry; weight: number }> {
  const named = new Set(strongIndustriesIn(text));
  const shares = industryShares([{ text, weight: 1 }], MIN_SECTOR_SHARE).filter(
    ({ industry }) => named.size === 0 || named.has(industry),
  );
  const top = shares[0]?.share ?? 0;
  return top > 0 ? shares.map(({ industry, share }) => ({ industry, weight: round(share / top, 4) })) : [];
}

/**
 * Reads a thesis and the answers to its follow-up questions into constraints. An answer on a
 * topic replaces what the thesis text implied on that topic ("any stage" clears a stage the
 * thesis mentioned); answers to other topics add to the thesis text.
 */
export function parseThesis(thesis: Pick<ThesisInput, 'text' | 'answers'>): ThesisProfile {
  const text = thesis.text ?? '';
  const answersByTopic = new Map<string, ThesisAnswer>();
  const extraText: string[] = [];
  for (const answer of thesis.answers) {
    if ((THESIS_TOPICS as readonly string[]).includes(answer.topic)) answersByTopic.set(answer.topic, answer);
    else extraText.push(answer.answer);
  }
  const fromThesis: ConstraintSource = { kind: 'thesis' };
  const fromAnswer = (answer: ThesisAnswer): ConstraintSource => ({
    kind: 'answer',
    question: answer.question,
  });
  const { positive, negative } = splitNegations([text, ...extraText].join('\n'));

  const profile: ThesisProfile = {
    sectors: null,
    models: null,
    modelMentions: modelMentionsIn(positive),
    stages: null,
    checkSize: null,
    regions: null,
    exclusions: [],
    ownershipTarget: null,
  };
  const sectors = scaledSectors(positive);
  if (sectors.length > 0) profile.sectors = { value: sectors, source: fromThesis };
  const models = modelsIn(positive);
  if (models.length > 0) profile.models = { value: models, source: fromThesis };
  const stages = stagesIn(positive);
  if (stages.length > 0) profile.stages = { value: stages, source: fromThesis };
  const check = checkSizeInThesis(positive);
  if (check) profile.checkSize = { value: check, source: fromThesis };
  const regions = regionsIn(positive);
  if (regions.length > 0) profile.regions = { value: regions, source: fromThesis };
  const ownership = ownershipIn(positive);
  if (ownership !== null) profile.ownershipTarget = { value: ownership, source: fromThesis };
  for (const clause of negative) {
    const exclusions = exclusionsIn(clause, false);
    if (exclusions) profile.exclusions.push({ value: exclusions, source: fromThesis });
  }

  for (const [topic, answer] of answersByTopic) {
    const cleared = NO_CONSTRAINT.test(answer.answer);
    const source = fromAnswer(answer);
    const split = splitNegations(answer.answer);
    for (const clause of split.negative) {
      const exclusions = exclusionsIn(clause, true);
      if (exclusions) profile.exclusions.push({ value: exclusions, source });
    }
    switch (topic as ThesisTopic) {
      case 'sectors': {
        // The answer names the sectors that matter most: it leads, the thesis text follows.
        const named = scaledSectors(split.positive);
        if (named.length > 0) {
          const merged = new Map(named.map(({ industry, weight }) => [industry, weight]));
          for (const { industry, weight } of profile.sectors?.value ?? []) {
            if (!merged.has(industry)) merged.set(industry, round(weight * 0.5, 4));
          }
          const value = [...merged.entries()]
            .map(([industry, weight]) => ({ industry, weight }))
            .sort((a, b) => b.weight - a.weight || a.industry.localeCompare(b.industry));
          profile.sectors = { value, source };
        }
        break;
      }
      case 'stage': {
        const found = stagesIn(split.positive);
        profile.stages =
          cleared || found.length === 0 ? (cleared ? null : profile.stages) : { value: found, source };
        break;
      }
      case 'check_size': {
        const found = checkSizeIn(split.positive);
        if (found) profile.checkSize = { value: found, source };
        else if (cleared) profile.checkSize = null;
        const ownershipAnswer = ownershipIn(answer.answer);
        if (ownershipAnswer !== null) profile.ownershipTarget = { value: ownershipAnswer, source };
        break;
      }
      case 'geography': {
        const found = regionsIn(split.positive);
        if (found.length > 0) profile.regions = { value: found, source };
        else if (cleared || GLOBAL.test(answer.answer)) profile.regions = null;
        break;
      }
      case 'business_model': {
        const found = modelsIn(split.positive);
        const both = /\bboth\b/i.test(answer.answer);
        if (both || cleared) profile.models = null;
        else if (found.length > 0) {
          profile.models = { value: found, source };
          profile.modelMentions = Math.max(profile.modelMentions, modelMentionsIn(split.positive));
        }
        break;
      }
      case 'exclusions': {
        if (!cleared && split.negative.length === 0) {
          const exclusions = exclusionsIn(answer.answer, true);
          if (exclusions) profile.exclusions.push({ value: exclusions, source });
        }
        break;
      }
      case 'ownership': {
        const found =
          ownershipIn(answer.answer) ??
          ownershipIn(`${answer.answer.match(/\d{1,2}(?:\.\d+)?\s?%/)?.[0] ?? ''} ownership`);
        if (found !== null) profile.ownershipTarget = { value: found, source };
        break;
      }
    }
  }
  return profile;
}
