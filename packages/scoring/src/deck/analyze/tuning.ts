import type { FundingStage } from '@pitchfit/contracts/deck';

/**
 * Every tuning number of the built-in deck engine, in one place (the words it recognises live in
 * lexicon/). Changing anything here changes results, and so the engine version, which is derived
 * from the source: run `pnpm --filter @pitchfit/scoring engine-version` (engine-version.test.ts).
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

/**
 * Weight of each part of the Claude engine's match score (a weighted mean); parts the thesis says
 * nothing about drop out. The built-in engine combines its parts as a verdict (SECTOR_GATE).
 */
export const MATCH_WEIGHTS = {
  sectors: 0.6,
  business_model: 0.15,
  stage: 0.1,
  check_size: 0.05,
  geography: 0.1,
} as const;

/**
 * How the built-in engine's parts make a score that reads as a verdict (issue 26; the scale is
 * @pitchfit/contracts/match-verdict: 0.7 fits, 0.4 partly, below outside). Sector fit is a gate,
 * not a share of a mean: the score is the deck's sector verdict times what its rules leave of it,
 * times any exclusion. A deck outside every sector the thesis wants (SECTOR_TRACE_SHARE) keeps at
 * most `floor`, under the scale's out-of-thesis ceiling whatever its stage, cheque and place; the
 * floor is room for the rules to order such decks, and a thesis stating no rule has none. The
 * verdict rises with the sector part's score to the power `power`: under 1, so a deck partly in a
 * wanted sector reads as a partial fit rather than as out, and one squarely in it reaches 1.
 */
export const SECTOR_GATE = { floor: 0.2, power: 0.7 } as const;

/**
 * A deck's share in a wanted sector under this is a trace (a word or two of the deck), not a
 * fit: it counts as outside that sector, so a deck with only traces of every wanted sector keeps
 * the gate's floor.
 */
export const SECTOR_TRACE_SHARE = 0.05;

/**
 * Each rule part's strength in the verdict (its weight): a part scoring p multiplies the score by
 * 1 - strength × (1 - p), so a deck meeting every rule keeps its sector verdict, one breaking a
 * stated stage or place rule falls to a partial fit, and one breaking several falls outside. Stage
 * and place weigh most: theses state them outright and investors treat them as rules. The business
 * model's strength grows as the thesis returns to it (MODEL_WEIGHT_PER_EXTRA_MENTION).
 */
export const RULE_STRENGTH = {
  business_model: 0.15,
  stage: 0.5,
  check_size: 0.15,
  geography: 0.45,
} as const;

/**
 * A thesis that names no sector is judged by its rules alone: each rule part's strength is
 * multiplied by this (at most 1), so a generalist's stage or place missed weighs as a sector
 * missed does elsewhere.
 */
export const GENERALIST_RULE_SCALE = 2;

/**
 * A thesis that keeps returning to a business model ("networks, platforms, and protocols ...
 * network effects") cares about it more: each further mention adds this to its weight, up to
 * MAX_MODEL_WEIGHT.
 */
export const MODEL_WEIGHT_PER_EXTRA_MENTION = 0.1;
export const MAX_MODEL_WEIGHT = 0.4;

/**
 * A deck whose sector mix is at least `share` the thesis's sectors is in them: keyword shares
 * above it are mostly noise, so they count only at `residual`, and the thesis's stage and place
 * rules decide between such decks (a thesis with no other rule still orders them by share).
 */
export const SECTOR_FULL_FIT = { share: 0.5, residual: 0.15 } as const;

/**
 * The power a deck's keyword shares are raised to before they are made its sector mix: above 1, so
 * stray keywords hardly count, but not so far (2 was used before) that a company's second industry
 * vanishes ("AI dubbing" is media and AI; a repair marketplace is commerce and climate).
 */
export const SECTOR_MIX_SHARPNESS = 1.5;

/**
 * A consumer thesis counts a consumer company outside the industries it names as in focus at this
 * share of its consumer signal (a thesis about who the customer is spans industries).
 */
export const CONSUMER_THESIS_SECTOR_FLOOR = 0.5;

/**
 * A network thesis (two-sided marketplaces and social products, match.ts networkThesis) counts a
 * deck in any industry as in focus at this share of its network signal.
 */
export const NETWORK_THESIS_SECTOR_FLOOR = 0.8;

/**
 * A thesis that keeps returning to the marketplace form (a marketplace fund's page names it on
 * `mentions` wanted clauses or more) wants two-sided businesses whatever else it names: its other
 * sectors count for a deck in proportion to its two-sided signal, `gate` of them hanging on it.
 */
export const MARKETPLACE_FOCUS = { mentions: 4, gate: 0.6 } as const;

/**
 * Its mirror for business software (lexicon/business-software.ts): a thesis wanting enterprise
 * software counts a deck that sells software to businesses, in any vertical, as in that sector at
 * this share of its business-customer signal (less what of it is a device or a molecule). A thesis
 * whose one sector is business software ("B2B software founders", "B2B SaaS") wants such a deck
 * whatever its vertical, so it counts more there (`sole`: a fit, below horizontal software); beside
 * other sectors (developer tools, infrastructure) it stays a partial one (`alongside`), unless the
 * thesis says it wants software in any vertical ("vertical or horizontal", "in any industry").
 */
export const BUSINESS_SOFTWARE_SECTOR_FLOOR = { alongside: 0.2, sole: 0.35 } as const;

/** A deck's share in an industry next to one the thesis names (lexicon/adjacent-industries.ts) counts at this weight. */
export const ADJACENT_SECTOR_WEIGHT = 0.5;

/** Part scores used when the thesis asks but the deck does not say. */
export const UNKNOWN_PART_SCORE = 0.5;

/**
 * An exclusion the deck hits multiplies the score by at most this (it must pull the score
 * down hard). The factor is reached when the excluded industry is at least
 * EXCLUSION_FULL_SHARE of the deck.
 */
export const EXCLUSION_FACTOR = 0.25;
export const EXCLUSION_FULL_SHARE = 0.25;

/**
 * A deck in a part of the focus the thesis backs only "rarely" or "now and then" ("we rarely do
 * consumer food brands") is multiplied by at most this: a weaker fit, the way a soft stage is
 * (SOFT_STAGE_SCORE), not a rule-out.
 */
export const SOFT_EXCLUSION_FACTOR = 0.6;

/** Facts a deck summary keeps at most. */
export const MAX_TRACTION_FACTS = 5;
export const MAX_FOUNDERS = 6;

/** A sector the thesis only "occasionally" or "rarely" backs counts at this share of a wanted one. */
export const SOFT_SECTOR_WEIGHT = 0.4;

/**
 * Share of the deck's sector and customer mix given to what the company says it is (cover,
 * one-liner, "we are X for Y"); keyword share over the whole deck gets the rest.
 */
export const PRIMARY_WEIGHT = 0.5;

/** Stage score for a stage the thesis backs only "occasionally" or "rarely". */
export const SOFT_STAGE_SCORE = 0.7;

/**
 * Geography when the company is based outside the thesis's places: the floor, and how much of
 * its market share in those places counts when the thesis only says "we invest in X".
 */
export const GEOGRAPHY_SCORES = { outside: 0.1, sellsInto: 0.5 } as const;

/**
 * A thesis rule broken: where companies must be headquartered (a company based elsewhere, or one
 * whose HQ was not read but whose every place is outside). The score is multiplied by this; a
 * rule-out of what the company is weighs EXCLUSION_FACTOR. A stage bound the thesis's stages
 * already leave out ("never after seed", a Series A deck) is the stage rule said again: the stage
 * part scores it, and the bound is only quoted.
 */
export const RULE_BROKEN_FACTOR = 0.5;

/**
 * A sub-sector exclusion ("lending") hits a deck whose words in its industry are at least this
 * share that sub-sector; a qualified one ("pure lending") needs it to dominate.
 */
export const SUBSECTOR_DOMINANCE = { plain: 0.4, qualified: 0.6 } as const;

/**
 * A thesis scoped to sub-sectors of an industry ("payments infrastructure"): a deck in the industry
 * keeps its share in full when those sub-sectors are `SUBSECTOR_DOMINANCE.plain` of its words there
 * (or its own statement names one), in proportion below that, and never less than `floor` of it; a
 * deck with no sub-sector words in the industry keeps `unknown` of it, and `floor` when its share
 * there is only a neighbouring industry's.
 */
export const SUBSECTOR_SCOPE = { floor: 0.6, unknown: 1 } as const;

/** An industry a thesis names only as its companies' customers ("sell into insurance") counts at this share. */
export const VERTICAL_SECTOR_WEIGHT = 0.35;

/**
 * The network signal of a deck with a free side and a paying side ("Free for workers",
 * "businesses pay a fee per shift filled"): two-sided by how it makes money, whatever its words.
 */
export const TWO_SIDED_NETWORK_SIGNAL = 0.5;

/**
 * A thesis defined by frontline, deskless and shift workers (frontline.ts): it names them at least
 * `thesisMentions` times, or once as the people its companies serve, with a defining word ("software
 * for deskless workers"), where up to `servingGap` words may stand between the cue and them ("for
 * the world's 2.7 billion deskless workers") but no list ("for HR, payroll and the frontline
 * workforce"); a deck is wholly about them once `deckLines` of its lines name them (the
 * cover counting three). A deck that serves them, sold to their employer, is in the thesis's focus
 * whatever its industry, at `floor` of a full sector fit; a deck that does not keeps `gate` of its
 * industry fit (an HR tool for office staff is not what such a thesis wants). A deck that names no
 * customer at all counts as sold to the employer at `unknownCustomer`.
 */
export const FRONTLINE_FOCUS = {
  thesisMentions: 3,
  servingGap: 4,
  deckLines: 4,
  floor: 0.8,
  gate: 0.5,
  unknownCustomer: 0.8,
} as const;

/**
 * A thesis defined by small businesses as buyers (small-business.ts): a deck is wholly about them
 * once `deckLines` of its lines name them (the cover counting three). As for FRONTLINE_FOCUS, a
 * deck that sells to them is in the thesis's focus whatever its industry, at `floor` of a full
 * sector fit, and one that does not keeps `gate` of its industry fit (a tool for hospitals is not
 * what such a thesis wants).
 */
export const SMALL_BUSINESS_FOCUS = { deckLines: 3, floor: 0.8, gate: 0.5 } as const;

/**
 * A thesis defined by public bodies as buyers (public-sector.ts): one clause says its companies sell
 * to them and it names them at least `thesisMentions` times; otherwise as SMALL_BUSINESS_FOCUS.
 */
export const PUBLIC_SECTOR_FOCUS = { thesisMentions: 3, deckLines: 3, floor: 0.8, gate: 0.5 } as const;

/**
 * A thesis's rule about founders ("founders who have done the job they now sell to", "technical
 * founders"): a deck whose named founders show nothing of it is multiplied by `factor`, a soft
 * rule's pull (founder backgrounds read from a slide are thin evidence, so it weighs less than
 * SOFT_EXCLUSION_FACTOR); a deck that names no founders is `unknown` of the way there. An
 * experience rule's subject and its words are at most `experienceGap` characters apart ("founders
 * who, before starting up, have done the job"). A school's alumni rule ("a founder with a degree
 * from ...") is a requirement: a deck naming no founder from the school is multiplied by
 * `requiredFactor`, below the verdict line for "outside it".
 */
export const FOUNDER_RULE = { factor: 0.85, requiredFactor: 0.25, unknown: 0.5, experienceGap: 60 } as const;

/**
 * A soft preference ("a soft spot for climate") a deck shows none of multiplies its score by this:
 * enough to rank a deck that has it above an otherwise equal deck, too little to move a verdict.
 */
export const SOFT_PREFERENCE_FACTOR = 0.97;

/**
 * A thesis whose products must be aimed at an audience ("apps aimed at affluent users") multiplies
 * a deck that never names that audience by this: the deck is outside what the thesis wants.
 */
export const AUDIENCE_RULE_FACTOR = 0.6;

/**
 * A deck that names a physical product it makes on `deckLines` lines or more is a hardware company
 * in full (hardware.ts); fewer lines count in proportion, and one line not at all. A long deck needs
 * a line per `pagesPerLine` pages: three passing lines in a 186-page company document are trace mentions.
 */
export const HARDWARE_PRODUCT = { deckLines: 3, pagesPerLine: 8 } as const;

/** The stage part for a deck one stage off the thesis's stages, and for one further off. */
export const STAGE_SCORES = { oneOff: 0.6, outside: 0.15 } as const;

/**
 * How much a slide's words count towards what the company is, by the slide's role (slide-roles.ts):
 * a product slide says it more than a neutral one, a market, competition, customer-logo, traction,
 * team or funding slide far less. The cover's own weight is its page weight (facts/industry.ts).
 */
export const SLIDE_ROLE_WEIGHT = { cover: 1, product: 1.5, context: 0.5, other: 1 } as const;

/**
 * In a statement that names what the company sells before naming whom it sells to ("Treasury
 * APIs for vertical software platforms"), an industry named only in the customer phrase counts at
 * this share: it is the customer's world, not the company's (deck-profile.ts).
 */
export const CUSTOMER_PHRASE_WEIGHT = 0.5;

/**
 * The thesis's own words as a tie-break (thesis-words.ts): a deck using all of them gains `weight`
 * on its score, one using none gains nothing, so decks the rules score alike are ordered by how
 * much of the thesis they say, and no verdict moves by more than `weight`. A word counts in full
 * once the deck says it `fullAt` times.
 */
export const THESIS_WORDS = { weight: 0.05, fullAt: 3 } as const;

/**
 * A consumer thesis this broad names values or themes more than industries (match.ts
 * consumerThesis); an industry it only brushes (a weight under NAMED_SECTOR_WEIGHT: "after
 * marketing and fulfilment") does not make it broad.
 */
export const BROAD_THESIS_SECTORS = 4;
export const NAMED_SECTOR_WEIGHT = 0.5;
