import { createHash } from 'node:crypto';
import {
  type DeckProfileCorrections,
  extractionProfileSourceSchema,
  PROFILE_CORRECTION_QUOTE,
} from '@pitchfit/contracts/deck-profile';
import { createBuiltinDeckEngine, type DeckExtraction, toDeckFields } from '@pitchfit/scoring/deck';
import { readDeck } from '@pitchfit/scoring/deck/read';
import { textPdf } from '@pitchfit/testing/pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { withProfileCorrections } from './profile-corrections';

const engine = createBuiltinDeckEngine();
const LEDGERLY = textPdf([
  ['Ledgerly', 'Automated bookkeeping for small businesses', 'Headquartered in Berlin, Germany'],
  ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
  ['The ask', 'Raising a $1.5M seed round'],
]);
const INDIA_THESIS = {
  text: 'We back seed B2B software companies headquartered in India.',
  version: 1,
  answers: [],
};

describe('withProfileCorrections', () => {
  let extraction: DeckExtraction;

  beforeAll(async () => {
    const document = await readDeck(new Uint8Array(LEDGERLY), {
      maxBytes: 5e6,
      maxPages: 10,
      timeoutMs: 30_000,
      ocr: false,
    });
    const contentHash = createHash('sha256').update(LEDGERLY).digest('hex');
    extraction = await engine.extract({ bytes: new Uint8Array(LEDGERLY), document, contentHash });
  });

  it('leaves the extraction as read without corrections', () => {
    expect(withProfileCorrections(extraction, null)).toBe(extraction);
    expect(withProfileCorrections(extraction, {})).toBe(extraction);
  });

  it('reads the facts the profile shows as the contracts describe them', () => {
    expect(
      extractionProfileSourceSchema.headquarters.parse(extraction.profile.headquarters).value.country,
    ).toBe('DE');
    expect(extractionProfileSourceSchema.companyName.parse(extraction.facts.companyName).value).toBe(
      'Ledgerly',
    );
    for (const founder of extraction.facts.founders) extractionProfileSourceSchema.founder.parse(founder);
    extractionProfileSourceSchema.raise.parse(extraction.facts.raise);
  });

  it('lays every corrected field over a copy, citing the page read and saying whose value it is', () => {
    const before = structuredClone(extraction);
    const corrections: DeckProfileCorrections = {
      company: 'Ledgerly GmbH',
      what_it_does: 'Bookkeeping for freelancers',
      primary_sector: 'enterprise-software',
      customer: 'consumer',
      hq: { country: 'IN' },
      stage: 'series-a',
      ask: { amount_usd: 3_000_000 },
      founders: [{ name: 'Asha Rao', role: 'CEO' }],
    };
    const seen = withProfileCorrections(extraction, corrections);
    expect(extraction).toEqual(before);
    expect(seen.facts.companyName).toEqual({
      value: 'Ledgerly GmbH',
      page: extraction.facts.companyName?.page,
      quote: PROFILE_CORRECTION_QUOTE,
    });
    expect(seen.facts.oneLiner?.value).toBe('Bookkeeping for freelancers');
    expect(seen.profile.primarySector?.value).toBe('enterprise-software');
    expect(seen.facts.industry?.value).toBe('enterprise-software');
    expect(seen.profile.sectors).toEqual([{ industry: 'enterprise-software', share: 1 }]);
    expect(seen.profile.subsectors?.every((s) => s.industry === 'enterprise-software')).toBe(true);
    expect(seen.profile.primaryCustomer?.value).toBe('consumer');
    expect(seen.profile.models).toMatchObject({ consumer: 1, business: 0 });
    expect(seen.profile.headquarters?.value).toEqual({ country: 'IN', place: 'India' });
    expect(seen.facts.stage?.value).toBe('series-a');
    expect(seen.facts.raise?.value).toEqual({ amount: 3_000_000, maxAmount: null, currency: 'USD' });
    expect(seen.facts.founders.map((f) => f.value)).toEqual([{ name: 'Asha Rao', role: 'CEO' }]);
  });

  it('a corrected headquarters moves the match under a headquarters rule, and the fields show it', async () => {
    const read = await engine.match({ extraction, thesis: INDIA_THESIS });
    const corrected = withProfileCorrections(extraction, { hq: { country: 'IN', place: 'Bengaluru' } });
    const moved = await engine.match({ extraction: corrected, thesis: INDIA_THESIS });
    const geography = (match: typeof read) => match.parts.find((part) => part.part === 'geography');
    expect(geography(read)?.score).toBeLessThan(1);
    expect(geography(moved)?.score).toBe(1);
    expect(geography(moved)?.reasoning).toContain('Bengaluru');
    expect(moved.matchScore).toBeGreaterThan(read.matchScore);

    const fields = toDeckFields(withProfileCorrections(extraction, { stage: 'series-a' }), moved);
    expect(fields.parsed_data.facts?.find((fact) => fact.field === 'stage')).toMatchObject({
      value: 'Series A',
      quote: PROFILE_CORRECTION_QUOTE,
    });
  });
});
