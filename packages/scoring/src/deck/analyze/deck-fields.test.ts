import { parsedDataSchema } from '@pitchfit/contracts/deck';
import { describe, expect, it } from 'vitest';
import { toDeckFields } from './deck-fields';
import { extractDeckBuiltin } from './extract';
import { matchDeckBuiltin } from './match';
import { documentOf, LEDGERLY_PAGES } from './test-document';

describe('toDeckFields', () => {
  const extraction = extractDeckBuiltin(documentOf(LEDGERLY_PAGES, { 3: ['tiny white text'] }), 'hash-l');
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
    expect(fields.parsed_data.flags).toEqual(['Hidden text on page 3: "tiny white text"']);
  });

  it('records what the result was computed from', () => {
    expect(fields.provenance).toMatchObject({
      engine: 'builtin',
      thesisVersion: 7,
      contentHash: 'hash-l',
      extractionEngine: 'builtin',
    });
  });
});
