import { describe, expect, it } from 'vitest';
import { correctionOf, draftOf, profileValueText } from './profile-format';

describe('deck profile editing', () => {
  it('shows values in words, a place beside its country only when it differs', () => {
    expect(profileValueText('hq', { country: 'IN', place: 'Bengaluru' })).toBe('Bengaluru (India)');
    expect(profileValueText('hq', { country: 'DE', place: 'Germany' })).toBe('Germany');
    expect(profileValueText('stage', 'series-a')).toBe('Series A');
    expect(profileValueText('ask', { amount: 1000000, currency: 'EUR' })).toBe('1,000,000 EUR');
    expect(profileValueText('founders', [{ name: 'Jane', role: 'CEO', page: 2, quote: 'q' }])).toBe(
      'Jane (CEO)',
    );
    expect(profileValueText('company', null)).toBeNull();
  });

  it('turns an edit into the value the server takes, round trip from what is shown', () => {
    const founders = [
      { name: 'Jane Doe', role: 'CEO', page: 2, quote: 'q' },
      { name: 'John Roe', role: null, page: 2, quote: 'q' },
    ];
    expect(correctionOf('founders', draftOf('founders', founders))).toEqual({
      value: [
        { name: 'Jane Doe', role: 'CEO' },
        { name: 'John Roe', role: null },
      ],
    });
    expect(correctionOf('hq', { country: 'IN', place: ' ' })).toEqual({ value: { country: 'IN' } });
    expect(correctionOf('ask', { amount: '$1,500,000' })).toEqual({ value: { amount_usd: 1_500_000 } });
    expect(draftOf('ask', { amount: 5, currency: 'EUR' })).toEqual({ amount: '' });
  });

  it('says what is wrong with an edit the server would refuse', () => {
    expect(correctionOf('ask', { amount: 'lots' })).toEqual({
      error: 'Enter the amount in US dollars, above zero.',
    });
    expect(correctionOf('hq', { country: '' })).toEqual({ error: 'Choose a country.' });
    expect(correctionOf('stage', { value: '' })).toEqual({ error: 'Choose one.' });
    expect(correctionOf('founders', { lines: '\n' })).toEqual({ error: 'Name at least one founder.' });
    expect(correctionOf('company', { value: '  ' })).toEqual({ error: 'Required.' });
  });
});
