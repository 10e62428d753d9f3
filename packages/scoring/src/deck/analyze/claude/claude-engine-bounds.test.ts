import { FAKE_API_KEY, type FakeAnthropic, startFakeAnthropic } from '@pitchfit/testing/fake-anthropic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { createClaudeClient } from '../../../claude/client';
import { boundDocument } from '../profile/prepare';
import { createClaudeDeckEngine } from './claude-engine';

/**
 * The Claude engine checks the model's facts against the page texts (`verifyFacts`) on the worker's
 * event loop. Each fact searches its whole page, so the cost is the facts times the page: the reply's
 * schema caps the facts at 20 (8 founders, 5 traction, one of each other) and the worker hands the
 * engine the document within the analysis's bounds (`boundDocument`: 50,000 characters a page,
 * 400,000 a deck), which caps the page. Before, a page of 1 MB held the loop 17.6 s and 4 MB 138 s
 * for 60 facts (about 46 s for 20). Here the page grows to megabytes; the time must not.
 */
const BOUND_MS = 10_000;
const WORDS = ['market', 'growth', 'revenue', 'platform', 'customers', 'team', 'data', 'payments'];
const SIZES = [64 * 1024, 1024 * 1024, 4 * 1024 * 1024];

const nowhere = (what: string) => `${what}, nowhere on this page`;
// As many cited facts as the schema allows, none of them on the page: each searches all of it.
const reply = {
  company_name: { value: 'Acme', page: 1, quote: nowhere('Acme builds payments') },
  one_liner: { value: 'Payments', page: 1, quote: nowhere('Payments for all') },
  industry: { value: 'fintech', page: 1, quote: nowhere('Fintech') },
  sectors: [],
  founders: Array.from({ length: 8 }, (_, i) => ({
    name: `Founder ${i}`,
    role: 'CEO',
    page: 1,
    quote: nowhere(`Founder ${i}, CEO`),
  })),
  traction: Array.from({ length: 5 }, (_, i) => ({
    value: `${i} customers`,
    page: 1,
    quote: nowhere(`${i} customers`),
  })),
  raise: { amount_as_written: '$3M', page: 1, quote: nowhere('raising $3M') },
  valuation: { amount_as_written: '$9M', basis: 'post-money', page: 1, quote: nowhere('valued at $9M') },
  stage: { value: 'seed', page: 1, quote: nowhere('a seed round') },
  equity_offered_percent: { value: 10, page: 1, quote: nowhere('10% offered') },
  customers: 'business',
  network_effects: false,
  regions: [],
  founder_market_fit: null,
  product_market_fit: { problem: null, solution: null, market: null },
  tech_overview: null,
};

function pageOf(size: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const word = `${WORDS[i % WORDS.length]} `;
    parts.push(word);
    length += word.length;
  }
  return parts.join('');
}

let fake: FakeAnthropic;
let engine: ReturnType<typeof createClaudeDeckEngine>;
beforeAll(async () => {
  fake = await startFakeAnthropic();
  const client = createClaudeClient({
    apiKey: FAKE_API_KEY,
    baseURL: fake.url,
    timeoutMs: 5_000,
    maxRetries: 0,
  });
  engine = createClaudeDeckEngine(client, { model: 'claude-test', timeoutMs: 5_000, maxRetries: 0 });
});
afterAll(() => fake.close());

describe('the Claude engine on a page of megabytes, as the worker hands it over', () => {
  it('checks the most facts a reply holds in a time that does not grow with the page', async () => {
    const rows: string[] = [];
    let slowest = 0;
    for (const size of SIZES) {
      fake.script({ kind: 'tool', name: 'record_deck_facts', input: reply });
      const document = boundDocument(documentOf([pageOf(size)]));
      const started = performance.now();
      const extraction = await engine.extract({
        bytes: new Uint8Array(8),
        document,
        contentHash: `bounds-${size}`,
      });
      const ms = performance.now() - started;
      slowest = Math.max(slowest, ms);
      rows.push(`${Math.round(size / 1024)} KB: ${Math.round(ms)} ms`);
      expect(extraction.notes.filter((note) => note.includes('quote not found'))).toHaveLength(20);
    }
    console.log(`[claude-engine bounds] 20 facts checked against one page of ${rows.join('; ')}`);
    expect(slowest).toBeLessThan(BOUND_MS);
  }, 120_000);
});
