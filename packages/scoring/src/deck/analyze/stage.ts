import type { FundingStage } from '@pitchfit/contracts/deck';

export interface StageMention {
  stage: FundingStage;
  index: number;
  raw: string;
}

/** More specific patterns first: "pre-seed" must not also count as "seed". */
const STAGE_PATTERNS: ReadonlyArray<[RegExp, FundingStage]> = [
  [/pre[\s-]*seed/iy, 'pre-seed'],
  [/angel\s+(?:round|investment|funding|stage)/iy, 'pre-seed'],
  [/pre[\s-]?series[\s-]?a(?![\p{L}\p{N}])/iuy, 'pre-series-a'],
  // A seed extension is the round between seed and Series A.
  [/seed[\s-]+extensions?/iy, 'pre-series-a'],
  // "Seed rounds" and "seed-stage companies" too: a plural must not hide the stage.
  [/seed(?:[\s-]+(?:rounds?|stages?|funding|investments?|capital))?/iy, 'seed'],
  [/series[\s-]?a(?![\p{L}\p{N}])/iuy, 'series-a'],
  [/series[\s-]?b(?![\p{L}\p{N}])/iuy, 'series-b'],
  [/series[\s-]?c(?![\p{L}\p{N}])/iuy, 'series-c'],
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
