import type { CitedFact, Deck, InvestmentReasoning } from '@pitchfit/contracts/deck';
import { DECK_FALLBACKS } from '@pitchfit/contracts/messages';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export { formatMatchPercent } from '@pitchfit/contracts/match-verdict';

/** US dollars with no decimals ("$1,500,000"); 'N/A' when the amount is unknown. */
export function formatUsd(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount)
    ? DECK_FALLBACKS.amount
    : usd.format(amount);
}

/** Short month, day and year ("Mar 4, 2026") in the viewer's time zone. */
export function formatSubmittedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? DECK_FALLBACKS.amount : shortDate.format(date);
}

function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The deck's title as read from it; before it has been read (queued, scoring, or failed unread) the
 * uploaded file's name, which is all there is to recognise it by.
 */
export function deckTitle(deck: Deck): string {
  if (!deck.parsed_data) return present(deck.file_name) ?? DECK_FALLBACKS.title;
  return present(deck.parsed_data.title) ?? DECK_FALLBACKS.title;
}

export function deckDescription(deck: Deck): string {
  return present(deck.parsed_data?.description) ?? DECK_FALLBACKS.description;
}

export function deckIndustry(deck: Deck): string {
  return present(deck.parsed_data?.industry) ?? DECK_FALLBACKS.industry;
}

/** Founders as one line; SPEC allows a list or a string. */
export function deckFounders(deck: Deck): string {
  const founders = deck.parsed_data?.founders;
  const text = Array.isArray(founders)
    ? founders
        .map((name) => name.trim())
        .filter(Boolean)
        .join(', ')
    : founders;
  return present(text) ?? DECK_FALLBACKS.founders;
}

/** The engine's estimate of the check, else the raise the deck states (both in US dollars). */
export function investmentEstimateOf(deck: Deck): number | null {
  return deck.estimated_investment_amount ?? deck.parsed_data?.investment_amount ?? null;
}

/** The engine's post-money estimate, else the valuation the deck states (both in US dollars). */
export function valuationOf(deck: Deck): number | null {
  return deck.estimated_valuation ?? deck.parsed_data?.valuation ?? null;
}

/** SPEC: the deck's own `investment_details`, falling back to the copy inside `parsed_data`. */
export function investmentDetailsOf(deck: Deck): InvestmentReasoning | null {
  return deck.investment_details ?? deck.parsed_data?.investment_reasoning ?? null;
}

/** Cited fact fields whose value is an amount as the deck wrote it, in the deck's own currency. */
const STATED_AMOUNT_FIELDS = { raise: 'raise_amount', valuation: 'valuation' } as const;

/**
 * The raise or valuation as the deck states it, when that is not in US dollars: every amount the
 * engine reports is converted to dollars, so the original figure is shown beside it rather than
 * letting a converted number pass for the founder's own.
 */
export function statedForeignAmount(deck: Deck, amount: keyof typeof STATED_AMOUNT_FIELDS): CitedFact | null {
  const fact = deck.parsed_data?.facts.find((f) => f.field === STATED_AMOUNT_FIELDS[amount]);
  if (!fact || fact.value.trim().startsWith('$')) return null;
  // The engine writes "€1,500,000 ≈ $1,620,000": the dollar half is already the figure shown beside it.
  return { ...fact, value: fact.value.split(' ≈ ')[0] ?? fact.value };
}
