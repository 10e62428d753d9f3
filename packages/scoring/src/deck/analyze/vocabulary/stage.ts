import type { FundingStage } from '@pitchfit/contracts/deck';

export interface StageMention {
  stage: FundingStage;
  index: number;
  raw: string;
}

/** More specific patterns first: "pre-seed" must not also count as "seed". */
const STAGE_PATTERNS: ReadonlyArray<[RegExp, FundingStage]> = [
  [/pre[\s-]*seed/iy, 'pre-seed'],
  // Spanish, Portuguese and French, as the other-language lexicon reads them ("ronda pre-semilla",
  // "rodada semente", "pré-amorçage").
  [/pr[eé][\s-]*(?:semilla|semente|amor[çc]age)/iy, 'pre-seed'],
  [/angel\s+(?:round|investment|funding|stage)/iy, 'pre-seed'],
  [/pre[\s-]?series[\s-]?a(?![\p{L}\p{N}])/iuy, 'pre-series-a'],
  // A seed extension is the round between seed and Series A.
  [/seed[\s-]+extensions?/iy, 'pre-series-a'],
  // "Seed rounds" and "seed-stage companies" too: a plural must not hide the stage.
  [/seed(?:[\s-]+(?:rounds?|stages?|funding|investments?|capital))?/iy, 'seed'],
  [/(?:semilla|semente|amor[çc]age)/iy, 'seed'],
  [/(?:series|s[eé]rie)[\s-]?a(?![\p{L}\p{N}])/iuy, 'series-a'],
  [/(?:series|s[eé]rie)[\s-]?b(?![\p{L}\p{N}])/iuy, 'series-b'],
  [/(?:series|s[eé]rie)[\s-]?c(?![\p{L}\p{N}])/iuy, 'series-c'],
  [/series[\s-]?[d-h](?![\p{L}\p{N}])/iuy, 'growth'],
  [/(?:growth|late)[\s-]stage/iy, 'growth'],
  [/growth\s+(?:round|equity)/iy, 'growth'],
  // "In this B round": capital letters only, so "a round" is not a Series A.
  [/A[\s-]round/y, 'series-a'],
  [/B[\s-]round/y, 'series-b'],
  [/C[\s-]round/y, 'series-c'],
];

const WORD_START = /(?<![\p{L}\p{N}])(?=[\p{L}])/gu;

/** Every funding-stage mention in a text, in order ("Seed and Series A" gives two). */
export function findStages(text: string): StageMention[] {
  const mentions: StageMention[] = [];
  let consumedUntil = 0;
  for (const start of text.matchAll(WORD_START)) {
    if (start.index < consumedUntil) continue;
    for (const [pattern, stage] of STAGE_PATTERNS) {
      pattern.lastIndex = start.index;
      const match = pattern.exec(text);
      if (!match) continue;
      const end = start.index + match[0].length;
      // The word must end where the pattern ends ("seeds", "seedling" are not stages).
      if (/[\p{L}\p{N}]/u.test(text.charAt(end))) continue;
      mentions.push({ stage, index: start.index, raw: match[0] });
      consumedUntil = end;
      break;
    }
  }
  return mentions;
}

/** "early stage" in a thesis covers these. */
export const EARLY_STAGES: readonly FundingStage[] = ['pre-seed', 'seed', 'pre-series-a', 'series-a'];
const EARLY_STAGE = /\bearly[\s-]stage\b/i;

/**
 * The stages a thesis's phrase names: by name, as "early stage", or as the first money a company
 * takes (pre-seed and seed) when it names none ("the first check, pre-seed only" keeps its own).
 */
export function thesisStagesIn(text: string): FundingStage[] {
  if (namesOnlyFirstMoney(text)) return [...FIRST_MONEY_STAGES];
  const stages = new Set(findStages(text).map((mention) => mention.stage));
  if (EARLY_STAGE.test(text)) for (const stage of EARLY_STAGES) stages.add(stage);
  if (FROM_THE_IDEA.test(text)) for (const stage of FIRST_MONEY_STAGES) stages.add(stage);
  return [...stages];
}

/**
 * "Very young startups", "from an idea to a product in the market": the first money a company takes,
 * beside any stage the phrase names ("the Ankur Seed scheme ... very young startups"). Not
 * "idea-stage teams", a kind of applicant (organisation-kinds.ts) a thesis often rules out.
 */
const FROM_THE_IDEA = /\b(?:very young (?:startups|companies|teams)|from (?:an |the )?idea to)\b/i;

/** A phrase whose only stage is "the first money": a thesis naming stages elsewhere keeps those. */
export function namesOnlyFirstMoney(text: string): boolean {
  return FIRST_MONEY.test(text) && !EARLY_STAGE.test(text) && findStages(text).length === 0;
}

/** "The first institutional money a company takes", "we write the first cheque", "we come in at the very start". */
const FIRST_MONEY =
  /\bfirst (?:institutional (?:money|capital|cheques?|checks?|investors?|round)|(?:cheques?|checks?) (?:in|into|a company takes))\b|\bwrite the first (?:cheque|check)\b|\b(?:at|from) (?:the very (?:start|beginning)|day (?:one|zero))\b/i;
const FIRST_MONEY_STAGES: readonly FundingStage[] = ['pre-seed', 'seed'];
