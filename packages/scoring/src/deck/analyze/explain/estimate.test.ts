import { describe, expect, it } from 'vitest';
import { documentOf, LEDGERLY_PAGES } from '../../../../test/deck-document';
import { extractDeckBuiltin } from '../profile/extract';
import { parseThesis } from '../thesis/thesis';
import type { DeckExtraction } from '../types';
import { estimateInvestment, stageForRaise } from './estimate';

const ledgerly = extractDeckBuiltin(documentOf(LEDGERLY_PAGES), 'h');
const noThesis = parseThesis({ text: '', answers: [] });

function withFacts(facts: Partial<DeckExtraction['facts']>, currency: string | null = 'USD'): DeckExtraction {
  return { ...ledgerly, facts: { ...ledgerly.facts, ...facts }, profile: { ...ledgerly.profile, currency } };
}

describe('estimateInvestment', () => {
  it('derives post-money from the ask and the stage’s typical dilution', () => {
    const estimate = estimateInvestment(ledgerly, noThesis);
    expect(estimate).toMatchObject({ amountUsd: 3_000_000, postMoneyUsd: 15_000_000, stage: 'seed' });
    expect(estimate.reasoningChain.join('\n')).toMatch(
      /\$3,000,000 \/ 20% typical dilution at Seed = \$15,000,000/,
    );
  });

  it('adds a stated pre-money valuation to the ask', () => {
    const estimate = estimateInvestment(
      withFacts({
        valuation: {
          value: { amount: 5_900_000, maxAmount: null, currency: 'USD', basis: 'pre-money' },
          page: 2,
          quote: '$5.9M pre',
        },
      }),
      noThesis,
    );
    expect(estimate.postMoneyUsd).toBe(8_900_000);
  });

  it('uses the stake offered when the deck states one', () => {
    const estimate = estimateInvestment(
      withFacts({ equityOffered: { value: 0.15, page: 6, quote: 'Stake: 15%' } }),
      noThesis,
    );
    expect(estimate.postMoneyUsd).toBe(20_000_000);
  });

  it('converts other currencies to US dollars and says at what rate', () => {
    const estimate = estimateInvestment(
      withFacts(
        {
          raise: {
            value: { amount: 200_000_000, maxAmount: null, currency: 'INR' },
            page: 4,
            quote: '₹ 20 Cr',
          },
          stage: null,
        },
        'INR',
      ),
      noThesis,
    );
    expect(estimate.amountUsd).toBe(2_400_000);
    expect(estimate.stage).toBe('seed');
    expect(estimate.reasoningChain[0]).toMatch(/₹200,000,000 \(page 4\) ≈ \$2,400,000 at 0\.012 USD\/INR/);
  });

  it('caps the investment at the thesis’s check size and ownership target', () => {
    const thesis = parseThesis({
      text: 'Typical check $500K.',
      answers: [{ topic: 'ownership', question: 'Ownership?', answer: '2%' }],
    });
    const estimate = estimateInvestment(ledgerly, thesis);
    expect(estimate.amountUsd).toBe(300_000);
    expect(estimate.reasoningChain.join('\n')).toMatch(
      /2% target ownership × \$15,000,000 post-money = \$300,000/,
    );
  });

  it('says N/A rather than guessing when the deck states no ask', () => {
    const estimate = estimateInvestment(withFacts({ raise: null, stage: null }), noThesis);
    expect(estimate).toEqual({
      amountUsd: null,
      postMoneyUsd: null,
      stage: null,
      reasoningChain: [
        'N/A: the deck states no amount being raised, so no investment amount or valuation is estimated.',
      ],
    });
  });
});

describe('stageForRaise', () => {
  it.each([
    [500_000, 'pre-seed'],
    [2_000_000, 'seed'],
    [10_000_000, 'series-a'],
    [40_000_000, 'series-b'],
    [500_000_000, 'growth'],
  ])('a $%i round is %s', (usd, stage) => {
    expect(stageForRaise(usd)).toBe(stage);
  });
});
