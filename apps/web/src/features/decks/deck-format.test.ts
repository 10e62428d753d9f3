import { DECK_FALLBACKS } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { testDeck } from '../../../test/test-deck';
import {
  deckDescription,
  deckFounders,
  deckIndustry,
  deckTitle,
  formatMatchPercent,
  formatSubmittedDate,
  formatUsd,
  investmentDetailsOf,
  investmentEstimateOf,
  statedForeignAmount,
  valuationOf,
} from './deck-format';

describe('formatMatchPercent', () => {
  it.each([
    [0.824, '82%'],
    [0.825, '83%'],
    [0, '0%'],
    [1, '100%'],
    [0.699, '70%'],
  ])('shows %d as %s', (score, expected) => {
    expect(formatMatchPercent(score)).toBe(expected);
  });

  it('has nothing to show before the first score', () => {
    expect(formatMatchPercent(null)).toBeNull();
  });
});

describe('formatUsd', () => {
  it('shows US dollars with no decimals', () => {
    expect(formatUsd(1_500_000)).toBe('$1,500,000');
    expect(formatUsd(249_999.6)).toBe('$250,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it.each([null, undefined, Number.NaN])('shows %s as N/A', (amount) => {
    expect(formatUsd(amount)).toBe(DECK_FALLBACKS.amount);
  });
});

describe('formatSubmittedDate', () => {
  it('shows short month, day and year', () => {
    expect(formatSubmittedDate('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
  });

  it('does not print "Invalid Date"', () => {
    expect(formatSubmittedDate('yesterday')).toBe(DECK_FALLBACKS.amount);
  });
});

describe('deck text fallbacks', () => {
  it('reads the parsed fields', () => {
    const deck = testDeck();
    expect(deckTitle(deck)).toBe('Ledgerly');
    expect(deckDescription(deck)).toBe('Automated bookkeeping for small businesses');
    expect(deckIndustry(deck)).toBe('Fintech');
    expect(deckFounders(deck)).toBe('Jane Doe (CEO), John Roe (CTO)');
  });

  it('falls back for missing, blank and unparsed decks', () => {
    const blank = testDeck({ parsed: { title: '  ', description: null, industry: '', founders: [] } });
    expect(deckTitle(blank)).toBe(DECK_FALLBACKS.title);
    expect(deckDescription(blank)).toBe(DECK_FALLBACKS.description);
    expect(deckIndustry(blank)).toBe(DECK_FALLBACKS.industry);
    expect(deckFounders(blank)).toBe(DECK_FALLBACKS.founders);
    const queued = testDeck({ parsed_data: null, status: 'queued', match_score: null });
    expect(deckFounders(queued)).toBe(DECK_FALLBACKS.founders);
  });

  it('names a deck not read yet by its file name, not "Untitled Deck"', () => {
    const queued = testDeck({
      parsed_data: null,
      status: 'queued',
      match_score: null,
      file_name: 'acme-seed.pdf',
    });
    expect(deckTitle(queued)).toBe('acme-seed.pdf');
    expect(deckTitle(testDeck({ parsed_data: null, file_name: '  ' }))).toBe(DECK_FALLBACKS.title);
  });

  it('takes founders given as one string', () => {
    expect(deckFounders(testDeck({ parsed: { founders: 'Ada Lovelace and Charles Babbage' } }))).toBe(
      'Ada Lovelace and Charles Babbage',
    );
  });
});

describe('amounts', () => {
  it("prefers the engine's estimates, then the deck's stated figures", () => {
    const deck = testDeck({ estimated_investment_amount: 400_000, estimated_valuation: 8_000_000 });
    expect(investmentEstimateOf(deck)).toBe(400_000);
    expect(valuationOf(deck)).toBe(8_000_000);
    const stated = testDeck({ estimated_investment_amount: null, estimated_valuation: null });
    expect(investmentEstimateOf(stated)).toBe(1_500_000);
    expect(valuationOf(stated)).toBe(9_000_000);
    expect(
      investmentEstimateOf(testDeck({ estimated_investment_amount: null, parsed_data: null })),
    ).toBeNull();
  });

  it('reads investment details from the deck itself before parsed_data', () => {
    const own = { post_money: 1, estimated_stage: 'Series A', reasoning_chain: ['own'] };
    const nested = { post_money: 2, estimated_stage: 'Seed', reasoning_chain: ['nested'] };
    expect(
      investmentDetailsOf(testDeck({ investment_details: own, parsed: { investment_reasoning: nested } })),
    ).toBe(own);
    expect(
      investmentDetailsOf(testDeck({ investment_details: null, parsed: { investment_reasoning: nested } })),
    ).toBe(nested);
  });

  it('names the figure the deck states when it is not in US dollars', () => {
    const euro = { field: 'raise_amount', value: '€1,000,000', page: 5, quote: 'Raising €1M' };
    const dollars = { field: 'valuation', value: '$9,000,000 (post-money)', page: 6, quote: '$9M post' };
    const deck = testDeck({ parsed: { facts: [euro, dollars] } });
    expect(statedForeignAmount(deck, 'raise')).toEqual(euro);
    expect(statedForeignAmount(deck, 'valuation')).toBeNull();
    expect(statedForeignAmount(testDeck(), 'raise')).toBeNull();
    const withUsd = {
      field: 'raise_amount',
      value: '€1,500,000 ≈ $1,620,000',
      page: 5,
      quote: 'Raising €1.5M',
    };
    expect(statedForeignAmount(testDeck({ parsed: { facts: [withUsd] } }), 'raise')).toEqual({
      ...withUsd,
      value: '€1,500,000',
    });
  });
});
