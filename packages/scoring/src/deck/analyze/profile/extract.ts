import type { DeckDocument } from '../../read/index';
import { BUILTIN_ENGINE_VERSION } from '../engine-version';
import { CURRENCY_REGION, type Region } from '../lexicon/regions';
import type { DeckExtraction, DeckProfile } from '../types';
import { COMMON_WORDS } from '../vocabulary/common-words';
import { findMoney } from '../vocabulary/money';
import { modelSignals, twoSidedSignal } from '../vocabulary/signals';
import {
  freeSideUser,
  headquarters,
  marketRegions,
  multiAsset,
  primaryCustomer,
  primarySector,
  subsectorShares,
} from './deck-profile';
import { extractCompanyName } from './facts/company-name';
import { extractContactEmails } from './facts/contact-emails';
import { extractFounders } from './facts/founders';
import { extractFunding } from './facts/funding';
import { citeIndustry, deckIndustryShares, industryTexts, keywordIndustry } from './facts/industry';
import { extractNarrative } from './facts/narrative';
import { extractOneLiner } from './facts/one-liner';
import { extractTraction } from './facts/traction';
import { frontlineUsers } from './frontline';
import { hardwareProduct } from './hardware';
import { organisationKinds } from './organisation-kinds';
import { runsOwnSites } from './own-sites';
import { sellsNothingYet } from './pre-revenue';
import { type PreparedDeck, prepareDeck } from './prepare';
import { publicSectorBuyers } from './public-sector';
import { smallBusinessBuyers } from './small-business';
import { employsPlacedPeople } from './staffing';
import { verifyFacts } from './verify';
import { buysStockItResells } from './wholesale';

/** The currency most amounts in the deck are written in; the first seen wins a tie. */
export function dominantCurrency(deck: PreparedDeck): string | null {
  const counts = new Map<string, number>();
  for (const page of deck.pages) {
    for (const mention of findMoney(page.text)) {
      if (mention.currency) counts.set(mention.currency, (counts.get(mention.currency) ?? 0) + 1);
    }
  }
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? null;
}

function currencyRegions(deck: PreparedDeck): Map<Region, number> {
  const regions = new Map<Region, number>();
  for (const page of deck.pages) {
    for (const mention of findMoney(page.text)) {
      const region = mention.currency ? CURRENCY_REGION[mention.currency] : undefined;
      if (region) regions.set(region, (regions.get(region) ?? 0) + 0.5);
    }
  }
  for (const [region, count] of regions) regions.set(region, 1 + Math.log(count + 1));
  return regions;
}

const MIN_KEYWORD_COUNT = 2;
const MAX_KEYWORDS = 1500;

/** Word counts in a stable order (most used, then alphabetical) so that stored JSON is byte-stable. */
export function deckKeywords(deck: PreparedDeck): Record<string, number> {
  const counts = new Map<string, number>();
  for (const page of deck.pages) {
    for (const match of page.text
      .normalize('NFKC')
      .toLowerCase()
      .matchAll(/\p{L}[\p{L}\p{N}-]{2,}/gu)) {
      if (!COMMON_WORDS.has(match[0])) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
    }
  }
  return Object.fromEntries(
    [...counts.entries()]
      .filter(([, count]) => count >= MIN_KEYWORD_COUNT)
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
      .slice(0, MAX_KEYWORDS),
  );
}

export function readingSummary(document: DeckDocument): DeckExtraction['reading'] {
  const empty = document.pages.filter((page) => page.text.trim() === '').length;
  const ocr = document.pages.filter((page) => page.source === 'ocr' && page.text.trim() !== '').length;
  return { textPages: document.pages.length - empty - ocr, ocrPages: ocr, emptyPages: empty };
}

/** Thesis-independent reading of a deck by the built-in engine: deterministic, no network. */
export function extractDeckBuiltin(document: DeckDocument, contentHash: string): DeckExtraction {
  const deck = prepareDeck(document);
  const currency = dominantCurrency(deck);
  const founders = extractFounders(deck);
  const companyName = extractCompanyName(
    deck,
    founders.map((founder) => founder.value.name),
  );
  const oneLiner = extractOneLiner(deck, companyName?.value ?? null);
  // One reading of what the company is, shown as its industry and matched as its primary sector:
  // its own statements, else the industry its words name most.
  const wordShares = deckIndustryShares(deck, oneLiner?.value ?? null);
  const identity = primarySector(
    deck,
    oneLiner,
    wordShares.map((share) => share.industry),
  );
  const sectors = identity ? deckIndustryShares(deck, oneLiner?.value ?? null, identity.value) : wordShares;
  const funding = extractFunding(deck, currency);
  const { facts, dropped } = verifyFacts(document, {
    companyName,
    oneLiner,
    industry: identity ?? citeIndustry(deck, keywordIndustry(sectors), oneLiner),
    founders,
    traction: extractTraction(deck),
    ...funding,
    contactEmails: extractContactEmails(deck),
  });
  const texts = industryTexts(deck, facts.oneLiner?.value ?? null);
  const hq = headquarters(deck);
  const profile: DeckProfile = {
    primarySector: facts.industry,
    primaryCustomer: primaryCustomer(deck, facts.oneLiner),
    freeSideUser: freeSideUser(deck),
    multiAsset: multiAsset(deck),
    frontline: frontlineUsers(deck, facts.companyName?.value ?? null),
    smallBusiness: smallBusinessBuyers(deck, facts.companyName?.value ?? null),
    publicSector: publicSectorBuyers(deck, facts.companyName?.value ?? null),
    hardware: hardwareProduct(deck, facts.companyName?.value ?? null),
    employsPlacedPeople: employsPlacedPeople(deck),
    buysStockItResells: buysStockItResells(deck),
    runsOwnSites: runsOwnSites(deck),
    sellsNothingYet: sellsNothingYet(deck),
    organisationKinds: organisationKinds(deck),
    headquarters: hq,
    subsectors: subsectorShares(deck, facts.companyName?.value ?? null),
    sectors,
    models: modelSignals(texts),
    twoSided: twoSidedSignal(texts),
    regions: marketRegions(deck, hq, currencyRegions(deck)),
    currency,
    keywords: deckKeywords(deck),
  };
  const reading = readingSummary(document);
  return {
    engine: 'builtin',
    engineVersion: BUILTIN_ENGINE_VERSION,
    contentHash,
    pageCount: document.pageCount,
    reading,
    facts,
    profile,
    narrative: extractNarrative(deck, new Set(facts.founders.map((founder) => founder.page))),
    flags: deck.flags,
    notes: [
      ...(deck.garbledLines > 0
        ? [`${deck.garbledLines} lines of unreadable (garbled) text were skipped`]
        : []),
      ...dropped.map((reason) => `Fact dropped by the quote check (${reason})`),
      ...(reading.emptyPages > 0
        ? [`${reading.emptyPages} of ${document.pageCount} pages had no readable text`]
        : []),
    ],
  };
}
