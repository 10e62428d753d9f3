import { describe, expect, it } from 'vitest';
import { findMoney, formatMoney, parseMoney, sameMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['$1.5M', 1_500_000, 'USD'],
    ['1,500,000', 1_500_000, null],
    ['€3 million', 3_000_000, 'EUR'],
    ['750k', 750_000, null],
    ['£1.3m', 1_300_000, 'GBP'],
    ['EUR 10m', 10_000_000, 'EUR'],
    ['₹ 20 Cr', 200_000_000, 'INR'],
    ['18 Cr', 180_000_000, 'INR'],
    ['165 lakhs', 16_500_000, 'INR'],
    ['US$ 2.5 million', 2_500_000, 'USD'],
    ['20,000 euros', 20_000, 'EUR'],
    ['1.500.000 €', 1_500_000, 'EUR'],
    ['750000', 750_000, null],
  ])('reads %s', (text, amount, currency) => {
    expect(parseMoney(text)).toEqual({ amount, maxAmount: null, currency });
  });

  it('keeps both ends of a range, with the scale written once', () => {
    expect(parseMoney('$2-3MM seed')).toEqual({ amount: 2_000_000, maxAmount: 3_000_000, currency: 'USD' });
    expect(parseMoney('$20-$25 Million')).toEqual({
      amount: 20_000_000,
      maxAmount: 25_000_000,
      currency: 'USD',
    });
    expect(parseMoney('$750K to $1M')).toEqual({ amount: 750_000, maxAmount: 1_000_000, currency: 'USD' });
  });

  it('reads nothing from years, counts and percentages', () => {
    expect(findMoney('In 2024 we had 15 users and 40% growth')).toEqual([]);
    expect(parseMoney('no amount here')).toBeNull();
  });
});

describe('findMoney', () => {
  it('finds every amount in order, with its place in the text', () => {
    const text = '$750K to $1M on a $5.9M Pre (equity)';
    const found = findMoney(text);
    expect(found.map((m) => [m.raw, m.amount])).toEqual([
      ['$750K to $1M', 750_000],
      ['$5.9M', 5_900_000],
    ]);
    expect(text.slice(found[1]?.index, (found[1]?.index ?? 0) + (found[1]?.raw.length ?? 0))).toBe('$5.9M');
  });
});

describe('sameMoney and formatMoney', () => {
  it('compares amounts within half a percent and in the same currency', () => {
    expect(
      sameMoney(
        { amount: 1_000_000, maxAmount: null, currency: 'USD' },
        { amount: 1_004_000, maxAmount: null, currency: null },
      ),
    ).toBe(true);
    expect(
      sameMoney(
        { amount: 1_000_000, maxAmount: null, currency: 'USD' },
        { amount: 1_000_000, maxAmount: null, currency: 'EUR' },
      ),
    ).toBe(false);
    expect(
      sameMoney(
        { amount: 1_000_000, maxAmount: null, currency: 'USD' },
        { amount: 1_100_000, maxAmount: null, currency: 'USD' },
      ),
    ).toBe(false);
  });

  it('writes amounts in their own currency', () => {
    expect(formatMoney({ amount: 2_000_000, maxAmount: null, currency: 'EUR' })).toBe('€2,000,000');
    expect(formatMoney({ amount: 750_000, maxAmount: 1_000_000, currency: 'USD' })).toBe(
      '$750,000 to $1,000,000',
    );
  });
});
