import { parsedDataSchema } from '@pitchfit/contracts/deck';
import { describe, expect, it } from 'vitest';
import { documentOf, LEDGERLY_PAGES } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import { toDeckFields } from './deck-fields';

describe('toDeckFields', () => {
  const extraction = extractDeckBuiltin(
    documentOf(LEDGERLY_PAGES, { 3: ['tiny white text listing payments fintech banking seed treasury'] }),
    'hash-l',
  );
  const match = matchDeckBuiltin(extraction, {
    text: 'Fintech at seed, checks of $1M.',
    version: 7,
    answers: [],
  });
  const fields = toDeckFields(extraction, match);

  it('fills the product’s deck fields, valid against the contract', () => {
    expect(parsedDataSchema.parse(fields.parsed_data)).toEqual(fields.parsed_data);
    expect(fields.parsed_data).toMatchObject({
      title: 'Ledgerly',
      industry: 'Fintech',
      investment_amount: 3_000_000,
      valuation: null,
      founders: ['Maria Okafor (Co-Founder & CEO)', 'David Chen (Co-Founder & CTO)'],
    });
    expect(fields.match_score).toBe(match.matchScore);
    expect(fields.estimated_investment_amount).toBe(1_000_000);
    expect(fields.estimated_valuation).toBe(15_000_000);
    expect(fields.investment_details).toEqual(fields.parsed_data.investment_reasoning);
    expect(fields.investment_details.estimated_stage).toBe('Seed');
  });

  it('names the match reasoning parts and carries every cited fact and flag', () => {
    expect(Object.keys(fields.parsed_data.match_reasoning ?? {})).toEqual(['Sectors', 'Stage', 'Check size']);
    expect(fields.parsed_data.facts).toContainEqual({
      field: 'raise_amount',
      value: '$3,000,000',
      page: 6,
      quote: 'We are raising a $3M Seed round',
    });
    expect(fields.parsed_data.flags).toEqual([
      'Hidden text on page 3: "tiny white text listing payments fintech banking seed treasury"',
    ]);
  });

  it('records what the result was computed from', () => {
    expect(fields.provenance).toMatchObject({
      engine: 'builtin',
      thesisVersion: 7,
      contentHash: 'hash-l',
      extractionEngine: 'builtin',
    });
  });

  it('keeps the stated currency beside the US-dollar figure in the facts and the reasoning chain', () => {
    const pages: string[] = [...LEDGERLY_PAGES];
    pages[5] = 'The ask\nWe are raising €1.5M seed at a €6M pre-money valuation\n18 months of runway';
    const euro = extractDeckBuiltin(documentOf(pages), 'hash-e');
    const euroFields = toDeckFields(
      euro,
      matchDeckBuiltin(euro, { text: 'Fintech at seed.', version: 1, answers: [] }),
    );
    const facts = euroFields.parsed_data.facts;
    expect(facts.find((f) => f.field === 'raise_amount')?.value).toBe('€1,500,000 ≈ $1,620,000');
    expect(facts.find((f) => f.field === 'valuation')?.value).toBe('€6,000,000 ≈ $6,480,000 (pre-money)');
    expect(euroFields.parsed_data.investment_amount).toBe(1_620_000);
    const chain = euroFields.investment_details.reasoning_chain.join('\n');
    expect(chain).toContain('Amount being raised: €1,500,000 (page 6) ≈ $1,620,000');
    expect(chain).toContain(
      'Investment: starts from the full round, $1,620,000 (€1,500,000 as the deck states it).',
    );
  });
});
