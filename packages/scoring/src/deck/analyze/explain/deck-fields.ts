import {
  type CitedFact,
  DECK_INDUSTRIES,
  type DeckResultProvenance,
  FUNDING_STAGES,
  type InvestmentReasoning,
  type ParsedData,
} from '@pitchfit/contracts/deck';
import type { DeckExtraction, DeckMatch, MatchPartName } from '../types';
import { pointAmount, toUsd } from '../vocabulary/fx';
import { formatMoney, type Money } from '../vocabulary/money';

const PART_LABELS: Record<MatchPartName, string> = {
  sectors: 'Sectors',
  business_model: 'Business model',
  stage: 'Stage',
  check_size: 'Check size',
  geography: 'Geography',
  exclusions: 'Exclusions',
};

export interface DeckFields {
  parsed_data: ParsedData;
  match_score: number;
  estimated_investment_amount: number | null;
  estimated_valuation: number | null;
  investment_details: InvestmentReasoning;
  provenance: DeckResultProvenance & {
    extractionEngine: DeckExtraction['engine'];
    extractionEngineVersion: string;
  };
}

function citedFacts(extraction: DeckExtraction): CitedFact[] {
  const { facts } = extraction;
  const out: CitedFact[] = [];
  const add = (field: string, value: string, fact: { page: number; quote: string }) =>
    out.push({ field, value, page: fact.page, quote: fact.quote });
  if (facts.companyName) add('company_name', facts.companyName.value, facts.companyName);
  if (facts.oneLiner) add('one_liner', facts.oneLiner.value, facts.oneLiner);
  if (facts.industry) add('industry', DECK_INDUSTRIES[facts.industry.value], facts.industry);
  for (const founder of facts.founders) {
    add(
      'founder',
      founder.value.role ? `${founder.value.name} (${founder.value.role})` : founder.value.name,
      founder,
    );
  }
  for (const item of facts.traction) add('traction', item.value, item);
  const currency = extraction.profile.currency;
  if (facts.raise) add('raise_amount', statedWithUsd(facts.raise.value, currency), facts.raise);
  if (facts.valuation)
    add(
      'valuation',
      `${statedWithUsd(facts.valuation.value, currency)} (${facts.valuation.value.basis})`,
      facts.valuation,
    );
  if (facts.stage) add('stage', FUNDING_STAGES[facts.stage.value], facts.stage);
  if (facts.equityOffered)
    add('equity_offered', `${Math.round(facts.equityOffered.value * 1000) / 10}%`, facts.equityOffered);
  return out;
}

/**
 * An amount as the deck states it, with its US-dollar figure beside it when the deck wrote another
 * currency ("€1,500,000 ≈ $1,620,000"): the investor sees both the founder's number and the one
 * every estimate is computed from.
 */
function statedWithUsd(money: Money, deckCurrency: string | null): string {
  const currency = money.currency ?? deckCurrency;
  const stated = formatMoney({ ...money, currency });
  if (currency === null || currency === 'USD') return stated;
  const low = toUsd(money.amount, currency);
  const high = money.maxAmount === null ? null : toUsd(money.maxAmount, currency);
  if (low === null) return stated;
  return `${stated} ≈ ${formatMoney({ amount: low, maxAmount: high, currency: 'USD' })}`;
}

function statedUsd(
  extraction: DeckExtraction,
  money: { amount: number; maxAmount: number | null; currency: string | null } | undefined,
): number | null {
  return money ? toUsd(pointAmount(money), money.currency ?? extraction.profile.currency) : null;
}

/**
 * The product's deck fields (SPEC section 3) from an extraction and a match. Only facts that
 * passed the quote check are in `facts`; amounts are in US dollars; missing values are null so
 * the app shows its own fallbacks ('Untitled Deck', 'N/A').
 */
export function toDeckFields(extraction: DeckExtraction, match: DeckMatch): DeckFields {
  const { facts, narrative } = extraction;
  const investment: InvestmentReasoning = {
    post_money: match.investment.postMoneyUsd,
    estimated_stage: match.investment.stage ? FUNDING_STAGES[match.investment.stage] : null,
    reasoning_chain: match.investment.reasoningChain,
  };
  const matchReasoning = Object.fromEntries(
    match.parts
      .filter((part) => part.score !== null)
      .map((part) => [PART_LABELS[part.part], `${Math.round((part.score ?? 0) * 100)}%: ${part.reasoning}`]),
  );
  return {
    parsed_data: {
      title: facts.companyName?.value ?? null,
      description: facts.oneLiner?.value ?? null,
      investment_amount: statedUsd(extraction, facts.raise?.value),
      valuation: statedUsd(extraction, facts.valuation?.value),
      founders:
        facts.founders.length > 0
          ? facts.founders.map((f) => (f.value.role ? `${f.value.name} (${f.value.role})` : f.value.name))
          : null,
      industry: facts.industry ? DECK_INDUSTRIES[facts.industry.value] : null,
      founder_market_fit: narrative.founderMarketFit,
      product_market_fit: narrative.productMarketFit,
      traction: facts.traction.length > 0 ? facts.traction.map((t) => t.value).join('; ') : null,
      tech_overview: narrative.techOverview,
      match_reasoning: Object.keys(matchReasoning).length > 0 ? matchReasoning : null,
      investment_reasoning: investment,
      facts: citedFacts(extraction),
      flags: extraction.flags,
      contact_emails: (facts.contactEmails ?? []).map((contact) => contact.value),
    },
    match_score: match.matchScore,
    estimated_investment_amount: match.investment.amountUsd,
    estimated_valuation: match.investment.postMoneyUsd,
    investment_details: investment,
    provenance: {
      engine: match.engine,
      engineVersion: match.engineVersion,
      thesisVersion: match.thesisVersion,
      contentHash: match.contentHash,
      extractionEngine: extraction.engine,
      extractionEngineVersion: extraction.engineVersion,
    },
  };
}
