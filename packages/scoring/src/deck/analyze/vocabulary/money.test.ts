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
    ['CHF 3.2m', 3_200_000, 'CHF'],
    ['SEK 25 million', 25_000_000, 'SEK'],
    ['NOK 40M', 40_000_000, 'NOK'],
    ['INR 4 Cr', 40_000_000, 'INR'],
    ['Rs. 75 lakh', 7_500_000, 'INR'],
    ['₹12.5 crores', 125_000_000, 'INR'],
    ['€1,5 Mio', 1_500_000, 'EUR'],
    ['2,5M €', 2_500_000, 'EUR'],
    ['$4.5mn', 4_500_000, 'USD'],
    ['GBP 800K', 800_000, 'GBP'],
    ['3 million Swiss francs', 3_000_000, 'CHF'],
    ['HK$ 6m', 6_000_000, 'HKD'],
    ['A$2.2M', 2_200_000, 'AUD'],
    ['₦ 900 million', 900_000_000, 'NGN'],
    ['USD 1.2bn', 1_200_000_000, 'USD'],
    ['1.2 Mln EUR', 1_200_000, 'EUR'],
    ['Rp 15 miliar', 15_000_000_000, 'IDR'],
    ['RM 4 million', 4_000_000, 'MYR'],
    ['USD 1,5 millones', 1_500_000, 'USD'],
    ['€ 2 Mrd', 2_000_000_000, 'EUR'],
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
    expect(parseMoney('$1-1.5M')).toEqual({ amount: 1_000_000, maxAmount: 1_500_000, currency: 'USD' });
    expect(parseMoney('€800K–1.2M')).toEqual({ amount: 800_000, maxAmount: 1_200_000, currency: 'EUR' });
    expect(parseMoney('between £1m and £1.5m')).toEqual({
      amount: 1_000_000,
      maxAmount: 1_500_000,
      currency: 'GBP',
    });
  });

  it('keeps two figures apart when "and" joins them outside a "between"', () => {
    expect(findMoney('$1M from angels and $2M from funds').map((m) => m.amount)).toEqual([
      1_000_000, 2_000_000,
    ]);
  });

  it('does not read a shared or ambiguous symbol as a currency, nor a month as a million', () => {
    expect(findMoney('Runway of 18 months and 5 mentors')).toEqual([]);
    expect(findMoney('40 kr per month')).toEqual([]);
  });

  it('reads a dot between thousands where the amount is written the continental way', () => {
    expect(parseMoney('COP 6.000 millones')).toEqual({ amount: 6e9, maxAmount: null, currency: 'COP' });
    expect(parseMoney('USD 1.5 mil millones')).toEqual({ amount: 1.5e9, maxAmount: null, currency: 'USD' });
    expect(parseMoney('COP 190.000 a month')).toEqual({ amount: 190_000, maxAmount: null, currency: 'COP' });
    // Any currency: a sum of money has two decimals, never three ("a first ticket of € 250.000").
    expect(parseMoney('a first ticket of € 250.000')).toEqual({
      amount: 250_000,
      maxAmount: null,
      currency: 'EUR',
    });
    expect(parseMoney('EUR 750.000')).toEqual({ amount: 750_000, maxAmount: null, currency: 'EUR' });
    // In English a dot before "million" is a decimal, whatever the currency.
    expect(parseMoney('COP 6.5 million')).toEqual({ amount: 6_500_000, maxAmount: null, currency: 'COP' });
    expect(parseMoney('$1.250 million')).toEqual({ amount: 1_250_000, maxAmount: null, currency: 'USD' });
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

describe('amounts found on the seventh eval half (issue 26, class 11)', () => {
  it.each([
    ['R$ 6 mi', 6_000_000, 'BRL'],
    ['R$ 1,2 bi', 1_200_000_000, 'BRL'],
    ['NOK 35 mill.', 35_000_000, 'NOK'],
    ['EUR 4 milj.', 4_000_000, 'EUR'],
    ['CAD $2.5M', 2_500_000, 'CAD'],
    ['NZD $750k', 750_000, 'NZD'],
    ['FCFA 450 millions', 450_000_000, 'XOF'],
    ['XAF 1,5 milliard', 1_500_000_000, 'XAF'],
    ['S/ 2,5 millones', 2_500_000, 'PEN'],
    ['450.000 €', 450_000, 'EUR'],
    ['PHP 40M', 40_000_000, 'PHP'],
  ])('reads "%s"', (text, amount, currency) => {
    expect(parseMoney(text)).toMatchObject({ amount, currency });
  });

  it('does not read "12 mi" without a currency as money: it is a distance', () => {
    expect(findMoney('Delivery within 12 mi of the depot')).toEqual([]);
  });

  it('does not read "PHP 8" as money: it is the language', () => {
    expect(findMoney('Built on PHP 8 and Laravel')).toEqual([]);
  });
});
