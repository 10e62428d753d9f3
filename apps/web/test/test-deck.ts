import type { Deck, ParsedData } from '@pitchfit/contracts/deck';

/** A scored deck for unit tests, with every field present; override what a test is about. */
export function testDeck(overrides: Partial<Deck> & { parsed?: Partial<ParsedData> } = {}): Deck {
  const { parsed, ...deckOverrides } = overrides;
  const parsedData: ParsedData = {
    title: 'Ledgerly',
    description: 'Automated bookkeeping for small businesses',
    investment_amount: 1_500_000,
    valuation: 9_000_000,
    founders: ['Jane Doe (CEO)', 'John Roe (CTO)'],
    industry: 'Fintech',
    founder_market_fit: null,
    product_market_fit: null,
    traction: '1,200 paying customers',
    tech_overview: null,
    match_reasoning: { Sectors: '90%: fintech is named in the thesis.' },
    investment_reasoning: null,
    facts: [],
    flags: [],
    contact_emails: ['jane@ledgerly.io'],
    ...parsed,
  };
  const deck: Deck = {
    id: '6f1c1c52-8d0c-4b7e-9a51-0d6f3f6b2a10',
    file_name: 'ledgerly.pdf',
    source: 'pitch',
    status: 'scored',
    failure_reason: null,
    match_score: 0.82,
    scores_are_stale: false,
    uploaded_at: '2026-03-04T12:00:00.000Z',
    scored_at: '2026-03-04T12:00:03.000Z',
    page_count: 4,
    estimated_investment_amount: 500_000,
    estimated_valuation: 9_000_000,
    parsed_data: parsedData,
    investment_details: { post_money: 9_000_000, estimated_stage: 'Seed', reasoning_chain: [] },
    engine: 'builtin',
    stage: 'new',
    version: 1,
    previous_deck_id: null,
    ...deckOverrides,
  };
  return deck;
}
