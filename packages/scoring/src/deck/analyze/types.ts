import type { DeckIndustry, FundingStage, OrganisationKind } from '@pitchfit/contracts/deck';
import type { ReadingCorrections } from '@pitchfit/contracts/thesis-reading';
import type { BusinessModel } from './lexicon/business-models';
import type { Region } from './lexicon/regions';
import type { Money } from './vocabulary/money';

export type EngineName = 'builtin' | 'claude';

/** A value read from the deck, with the page it is on and a verbatim quote that code found on that page. */
export interface Cited<T> {
  value: T;
  page: number;
  quote: string;
}

export interface Founder {
  name: string;
  role: string | null;
}

export type ValuationBasis = 'pre-money' | 'post-money' | 'unspecified';
export interface Valuation extends Money {
  basis: ValuationBasis;
}

export interface DeckFacts {
  companyName: Cited<string> | null;
  oneLiner: Cited<string> | null;
  industry: Cited<DeckIndustry> | null;
  founders: Array<Cited<Founder>>;
  traction: Array<Cited<string>>;
  /** The amount being raised now, in the deck's currency. */
  raise: Cited<Money> | null;
  valuation: Cited<Valuation> | null;
  stage: Cited<FundingStage> | null;
  /** Share of the company offered for the raise (0..1), when the deck states it. */
  equityOffered: Cited<number> | null;
  /**
   * The founders' contact addresses (lower-case; facts/contact-emails.ts), read by code in every
   * engine. Optional: extractions stored by older engine versions lack it.
   */
  contactEmails?: Array<Cited<string>>;
}

export type CustomerKind = 'consumer' | 'business';

export interface Headquarters {
  /** ISO 3166 alpha-2 country code. */
  country: string;
  /** The place as the deck names it ("San Francisco", "Germany"). */
  place: string;
}

/** Thesis-independent signals that matching compares with a thesis. */
export interface DeckProfile {
  /**
   * What the company says it is, from the cover, the one-liner and "we are X for Y" statements;
   * it outranks keyword share. Optional: extractions stored by older engine versions lack it.
   */
  primarySector?: Cited<DeckIndustry> | null;
  primaryCustomer?: Cited<CustomerKind> | null;
  /**
   * The side of a two-sided product that uses it for free while businesses pay ("Free for
   * workers"): a consumer app even though its customer is a business. Optional, as above.
   */
  freeSideUser?: Cited<CustomerKind> | null;
  /** A platform or two programs or more: not a single-asset company. Optional, as above. */
  multiAsset?: Cited<string> | null;
  /**
   * How strongly the deck names frontline, deskless or shift workers as its users (0..1), with
   * the first line that does. Optional, as above.
   */
  frontline?: Cited<number> | null;
  /**
   * How strongly the deck names small businesses as its customers (0..1), with the first line
   * that does. Optional, as above.
   */
  smallBusiness?: Cited<number> | null;
  /**
   * How strongly the deck names public bodies (government agencies, municipalities, school districts)
   * as its customers (0..1), with the first line that does. Optional, as above.
   */
  publicSector?: Cited<number> | null;
  /** How strongly the deck is about a physical product it makes (0..1), cited. Optional, as above. */
  hardware?: Cited<number> | null;
  /** A line where the company says it employs the people it places (a staffing business), cited. Optional, as above. */
  employsPlacedPeople?: Cited<string> | null;
  /** A line where the company says it buys the stock it resells (a wholesaler, a bed bank), cited. Optional, as above. */
  buysStockItResells?: Cited<string> | null;
  /**
   * A line where the company says it runs or builds sites of its own ("our 2 vet hospitals", "to set
   * up 5 new hospitals"), cited. Optional, as above.
   */
  runsOwnSites?: Cited<string> | null;
  /** A line where the company says it has no revenue yet ("pre-revenue", "Revenue: none yet"), cited. Optional, as above. */
  sellsNothingYet?: Cited<string> | null;
  /**
   * Kinds of organisation the deck says it is (grant-funded programme, non-profit, hackathon or
   * student project, idea-stage team, agency), each cited with the line that says so; empty when
   * it says none. Optional: extractions stored by older engine versions lack it.
   */
  organisationKinds?: Array<Cited<OrganisationKind>>;
  /**
   * Where the company says it is based (cover, contact, "based in", its registered entity), as
   * opposed to where it sells or has offices; null when it does not say.
   */
  headquarters?: Cited<Headquarters> | null;
  /** Share of each sub-sector among the deck's sub-sector words of its industry. */
  subsectors?: Array<{ industry: DeckIndustry; id: string; share: number }>;
  /** Share of the deck's industry signal per industry, largest first, summing to 1 (empty when none). */
  sectors: Array<{ industry: DeckIndustry; share: number }>;
  /**
   * How surely the deck is a two-sided business (0..1), from what only such a business says
   * (TWO_SIDED_TERMS), unlike the network signal's "platform". Optional, as above.
   */
  twoSided?: number;
  /** consumer and business are shares of the customer signal (summing to 1 when any); network is 0..1. */
  models: Record<BusinessModel, number>;
  /** Regions the deck points at (markets and operations, headquarters included), largest first, shares summing to 1. */
  regions: Array<{ region: Region; share: number }>;
  /** Currency most of the deck's amounts are in. */
  currency: string | null;
  /** The deck's distinctive words (seen at least twice) with their counts, for deal-breaker words. */
  keywords: Record<string, number>;
}

/** Deck text picked for the investor's reading; verbatim from the deck in the built-in engine. */
export interface DeckNarrative {
  founderMarketFit: string | null;
  productMarketFit: Record<string, string> | null;
  techOverview: string | null;
}

export interface DeckExtraction {
  engine: EngineName;
  engineVersion: string;
  contentHash: string;
  pageCount: number;
  reading: { textPages: number; ocrPages: number; emptyPages: number };
  facts: DeckFacts;
  profile: DeckProfile;
  narrative: DeckNarrative;
  /** Warnings for the investor: hidden text, instructions aimed at the AI. */
  flags: string[];
  /** Engine notes: facts dropped by the quote check, pages without text. */
  notes: string[];
}

export interface ThesisAnswer {
  topic: string;
  question: string;
  answer: string;
}

export interface ThesisInput {
  text: string | null;
  version: number;
  answers: ThesisAnswer[];
  /** The investor's corrections of how the thesis was read (reading-corrections.ts); none when absent. */
  corrections?: ReadingCorrections | null;
}

export const MATCH_PARTS = [
  'sectors',
  'business_model',
  'stage',
  'check_size',
  'geography',
  'exclusions',
] as const;
export type MatchPartName = (typeof MATCH_PARTS)[number];

export interface MatchPart {
  part: MatchPartName;
  /** 0..1, or null when the thesis says nothing on this part (it then carries no weight). */
  score: number | null;
  weight: number;
  reasoning: string;
}

export interface InvestmentEstimate {
  /** What this investor would likely put in, in US dollars. */
  amountUsd: number | null;
  postMoneyUsd: number | null;
  stage: FundingStage | null;
  reasoningChain: string[];
}

export interface DeckMatch {
  engine: EngineName;
  engineVersion: string;
  thesisVersion: number;
  contentHash: string;
  matchScore: number;
  parts: MatchPart[];
  investment: InvestmentEstimate;
}
