import type { FundingStage } from '@pitchfit/contracts/deck';

/**
 * Every tuning number of the built-in deck engine, in one place (the words it recognises live in
 * lexicon/). Changing anything here changes results, so bump BUILTIN_ENGINE_VERSION with it:
 * engine-fingerprint.test.ts fails until you do.
 */

/** How much a strong or weak industry keyword counts. */
export const KEYWORD_WEIGHT = { strong: 1, weak: 0.3 } as const;

/** Stage order (for "adjacent stage" comparisons) and typical dilution of a priced round at that stage. */
export const STAGE_PROFILE: Record<
  FundingStage,
  { order: number; typicalDilution: number; maxTypicalRaiseUsd: number }
> = {
  'pre-seed': { order: 0, typicalDilution: 0.1, maxTypicalRaiseUsd: 1_000_000 },
  seed: { order: 1, typicalDilution: 0.2, maxTypicalRaiseUsd: 4_000_000 },
  'pre-series-a': { order: 1.5, typicalDilution: 0.15, maxTypicalRaiseUsd: 6_000_000 },
  'series-a': { order: 2, typicalDilution: 0.2, maxTypicalRaiseUsd: 20_000_000 },
  'series-b': { order: 3, typicalDilution: 0.15, maxTypicalRaiseUsd: 60_000_000 },
  'series-c': { order: 4, typicalDilution: 0.12, maxTypicalRaiseUsd: 150_000_000 },
  growth: { order: 5, typicalDilution: 0.1, maxTypicalRaiseUsd: Number.POSITIVE_INFINITY },
};

/** Weight of each part of the match score; parts the thesis says nothing about drop out. */
export const MATCH_WEIGHTS = {
  sectors: 0.6,
  business_model: 0.15,
  stage: 0.1,
  check_size: 0.05,
  geography: 0.1,
} as const;

/**
 * A thesis that keeps returning to a business model ("networks, platforms, and protocols ...
 * network effects") cares about it more: each further mention adds this to its weight, up to
 * MAX_MODEL_WEIGHT.
 */
export const MODEL_WEIGHT_PER_EXTRA_MENTION = 0.1;
export const MAX_MODEL_WEIGHT = 0.4;

/** Part scores used when the thesis asks but the deck does not say. */
export const UNKNOWN_PART_SCORE = 0.5;

/**
 * An exclusion the deck hits multiplies the score by at most this (it must pull the score
 * down hard). The factor is reached when the excluded industry is at least
 * EXCLUSION_FULL_SHARE of the deck.
 */
export const EXCLUSION_FACTOR = 0.25;
export const EXCLUSION_FULL_SHARE = 0.25;

/** How much of the deck's sector mix besides the industry share is needed to count a sector as present. */
export const SECTOR_PRESENCE_SHARE = 0.12;

/** Facts a deck summary keeps at most. */
export const MAX_TRACTION_FACTS = 5;
export const MAX_FOUNDERS = 6;
