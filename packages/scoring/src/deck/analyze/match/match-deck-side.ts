import type { DeckIndustry, FundingStage } from '@pitchfit/contracts/deck';
import { FUNDING_STAGES } from '@pitchfit/contracts/deck';
import { byCodeUnits, round } from '../../../language/text';
import { stageForRaise } from '../explain/estimate';
import { SAID_OF_ITS_OWN_TRADE } from '../lexicon/adjacent-industries';
import type { BusinessModel } from '../lexicon/business-models';
import { NOT_SOFTWARE_INDUSTRIES } from '../lexicon/business-software';
import { FRONTLINE_FOCUS, PRIMARY_WEIGHT, SECTOR_MIX_SHARPNESS, TWO_SIDED_NETWORK_SIGNAL } from '../tuning';
import type { DeckExtraction } from '../types';
import { pointAmount, toUsd } from '../vocabulary/fx';

/**
 * What matching reads of a deck whatever the thesis. The what-if matches one thesis against every
 * stored extraction of an investor, again at each edit, so each extraction's side is worked out
 * once and kept while the extraction object lives (an extraction is never changed: a profile
 * correction makes a new one).
 */
export interface DeckSide {
  /** The sector mix sector fit reads (deckSectors), best first. */
  sectors: ReadonlyMap<DeckIndustry, number>;
  /** The sector shares exclusions read (deckSectorShares). */
  sectorShares: ReadonlyMap<DeckIndustry, number>;
  models: Readonly<Record<BusinessModel, number>>;
  /** How surely the deck is a two-sided business (0..1): its two-sided words, or a free side and a paying side. */
  twoSided: number;
  stage: { stage: FundingStage; evidence: string } | null;
  /** How far the deck sells software to businesses, 0 to 1 (businessSoftwareShare). */
  businessSoftware: number;
  /** How far the deck serves frontline workers for their employer (frontlineFit). */
  frontline: number;
  /** How far the deck sells to small businesses: its reading of them times how surely a business pays. */
  smallBusiness: number;
  /** How far the deck sells to public bodies: its reading of them, none for a consumer product. */
  publicSector: number;
}

const sides = new WeakMap<DeckExtraction, DeckSide>();

export function deckSide(extraction: DeckExtraction): DeckSide {
  const kept = sides.get(extraction);
  if (kept) return kept;
  const { profile } = extraction;
  const sectors = deckSectors(profile);
  const models = deckModels(profile);
  const side: DeckSide = {
    sectors,
    sectorShares: deckSectorShares(profile),
    models,
    twoSided: Math.max(
      profile.twoSided ?? profile.models.network,
      profile.freeSideUser ? TWO_SIDED_NETWORK_SIGNAL : 0,
    ),
    stage: deckStage(extraction),
    businessSoftware: businessSoftwareShare(profile, sectors, models),
    frontline: frontlineFit(profile),
    smallBusiness: (profile.smallBusiness?.value ?? 0) * businessPays(profile),
    publicSector: profile.primaryCustomer?.value === 'consumer' ? 0 : (profile.publicSector?.value ?? 0),
  };
  sides.set(extraction, side);
  return side;
}

/**
 * The deck's sector mix as matching sees it. Raising keyword shares to SECTOR_MIX_SHARPNESS
 * sharpens them (its main business counts, stray keywords hardly do); what the company says it
 * is (cover, one-liner, "we are X for Y") then takes PRIMARY_WEIGHT of the mix, so it outranks
 * what the deck merely talks about.
 */
function deckSectors(profile: DeckExtraction['profile']): Map<DeckIndustry, number> {
  const sharpened = profile.sectors.map(
    ({ industry, share }) => [industry, share ** SECTOR_MIX_SHARPNESS] as const,
  );
  const sum = sharpened.reduce((total, [, value]) => total + value, 0);
  const mix = new Map(sum > 0 ? sharpened.map(([industry, value]) => [industry, value / sum]) : []);
  const primary = profile.primarySector?.value;
  if (!primary) return mix;
  const keywordWeight = mix.size > 0 ? 1 - PRIMARY_WEIGHT : 0;
  const blended = new Map<DeckIndustry, number>();
  for (const [industry, value] of mix) blended.set(industry, value * keywordWeight);
  blended.set(primary, (blended.get(primary) ?? 0) + (1 - keywordWeight));
  return new Map([...blended.entries()].sort((a, b) => b[1] - a[1] || byCodeUnits(a[0], b[0])));
}

/** Customer shares with what the company says it sells to taking PRIMARY_WEIGHT of them. */
function deckModels(profile: DeckExtraction['profile']): Record<BusinessModel, number> {
  const customer = profile.primaryCustomer?.value;
  // "Free for workers" beside "businesses pay a fee per shift filled": one side uses it free and the
  // other pays for reaching it, which is what a two-sided network is, whatever words it uses.
  const network = profile.freeSideUser
    ? Math.max(profile.models.network, TWO_SIDED_NETWORK_SIGNAL)
    : profile.models.network;
  if (!customer) return { ...profile.models, network };
  const known = profile.models.consumer + profile.models.business > 0;
  const keep = known ? 1 - PRIMARY_WEIGHT : 0;
  return {
    consumer: round(profile.models.consumer * keep + (customer === 'consumer' ? 1 - keep : 0), 4),
    business: round(profile.models.business * keep + (customer === 'business' ? 1 - keep : 0), 4),
    network,
  };
}

/**
 * How far a deck serves frontline workers for their employer (0..1): the deck's frontline reading
 * times how surely a business pays. Who the deck says pays decides ("Agencies pay per carer",
 * though care notes are read by families); else its customer words; a deck that names workers as
 * users and no customer at all is most often sold to their employer. An app the workers use for
 * free while businesses pay per shift filled is a consumer app for them (freeSideUser).
 */
function frontlineFit(profile: DeckExtraction['profile']): number {
  const users = profile.frontline?.value ?? 0;
  if (users === 0 || profile.freeSideUser?.value === 'consumer') return 0;
  return users * businessPays(profile);
}

/** How surely a business pays for the deck's product (0..1): who it says pays, else its customer words. */
function businessPays(profile: DeckExtraction['profile']): number {
  const customer = profile.primaryCustomer?.value;
  if (customer) return customer === 'business' ? 1 : 0;
  const known = profile.models.consumer + profile.models.business > 0;
  return known ? profile.models.business : FRONTLINE_FOCUS.unknownCustomer;
}

/**
 * How far a deck sells software to businesses, in whatever vertical (match.ts weighs it by BUSINESS_SOFTWARE_SECTOR_FLOOR):
 * its business-customer share, less the part of it that makes a device or a molecule.
 */
function businessSoftwareShare(
  profile: DeckExtraction['profile'],
  deck: ReadonlyMap<DeckIndustry, number>,
  models: Readonly<Record<BusinessModel, number>>,
): number {
  const notSoftware = [...NOT_SOFTWARE_INDUSTRIES].reduce(
    (sum, industry) => sum + (deck.get(industry) ?? 0),
    0,
  );
  const software = (1 - Math.min(1, notSoftware)) * (1 - (profile.hardware?.value ?? 0));
  return models.business * software;
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

/**
 * Sector shares for exclusions: the keyword share, raised to the full share for the sector the
 * company says it is, and lowered for others when it says so ("consumer fintech" must not hit a
 * health deck that mentions payments).
 */
function deckSectorShares(profile: DeckExtraction['profile']): Map<DeckIndustry, number> {
  const shares = new Map(profile.sectors.map(({ industry, share }) => [industry, share]));
  const primary = profile.primarySector?.value;
  if (!primary) return shares;
  for (const [industry, share] of shares) shares.set(industry, round(share * (1 - PRIMARY_WEIGHT), 4));
  shares.set(primary, Math.max(shares.get(primary) ?? 0, 1));
  for (const [trade, words] of SAID_OF_ITS_OWN_TRADE) if (trade === primary) shares.delete(words);
  return shares;
}
