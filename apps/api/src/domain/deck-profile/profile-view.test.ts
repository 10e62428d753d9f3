import { describe, expect, it } from 'vitest';
import { mergeCorrections, profileView } from './profile-view';

const extraction = {
  facts: {
    companyName: { value: 'Ledgerly', page: 1, quote: 'Ledgerly' },
    industry: { value: 'fintech', page: 1, quote: 'bookkeeping' },
    founders: [
      { value: { name: 'Jane Doe', role: 'CEO' }, page: 2, quote: 'Jane Doe, CEO' },
      { value: 'garbled' },
    ],
    raise: { value: { amount: 1_500_000, maxAmount: null, currency: 'USD' }, page: 4, quote: '$1.5M' },
  },
  profile: { headquarters: { value: { country: 'DE', place: 'Berlin' }, page: 1, quote: 'Berlin' } },
};

describe('profileView', () => {
  it('shows each fact the extraction cited, and nothing for what it lacks or cannot be read', () => {
    const view = profileView('d', extraction, {});
    expect(view.company).toEqual({ value: 'Ledgerly', page: 1, quote: 'Ledgerly', corrected: false });
    expect(view.primary_sector.value).toBe('fintech');
    expect(view.ask.value).toEqual({ amount: 1_500_000, currency: 'USD' });
    expect(view.founders.value).toEqual([{ name: 'Jane Doe', role: 'CEO', page: 2, quote: 'Jane Doe, CEO' }]);
    expect(view.stage).toEqual({ value: null, page: null, quote: null, corrected: false });
    expect(profileView('d', null, {}).founders.value).toBeNull();
  });

  it("puts a correction in the value's place and keeps the deck's citation beside it", () => {
    const view = profileView('d', extraction, { hq: { country: 'IN' }, ask: { amount_usd: 2e6 } });
    expect(view.hq).toEqual({
      value: { country: 'IN', place: 'India' },
      page: 1,
      quote: 'Berlin',
      corrected: true,
    });
    expect(view.ask).toMatchObject({ value: { amount: 2e6, currency: 'USD' }, corrected: true });
    expect(view.company.corrected).toBe(false);
  });
});

describe('mergeCorrections', () => {
  it('replaces the fields given, drops those set to null and keeps the rest', () => {
    expect(
      mergeCorrections({ stage: 'seed', customer: 'business' }, { stage: null, hq: { country: 'IN' } }),
    ).toEqual({ customer: 'business', hq: { country: 'IN' } });
  });
});
