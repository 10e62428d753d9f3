import { describe, expect, it } from 'vitest';
import { extractQuantities, isMetric, perMonth } from './quantities';

describe('extractQuantities', () => {
  it('reads money with magnitudes, currencies and ranges', () => {
    const [raise] = extractQuantities('Raising $1.5M seed');
    expect(raise).toMatchObject({ value: 1_500_000, money: true });
    const [range] = extractQuantities('$5-8M');
    expect(range).toMatchObject({ value: 6_500_000, money: true });
    const [crore] = extractQuantities('INR 20 Cr');
    expect(crore).toMatchObject({ value: 200_000_000, money: true });
    const [spaced] = extractQuantities('about $1 200 per month');
    expect(spaced).toMatchObject({ value: 1200, money: true, period: 'month' });
  });

  it('reads percentages with their period', () => {
    expect(extractQuantities('20% MoM')[0]).toMatchObject({ value: 20, percent: true, period: 'month' });
    expect(extractQuantities('grew 15% week over week')[0]).toMatchObject({ percent: true, period: 'week' });
    expect(extractQuantities('35% of users')[0]).toMatchObject({ percent: true, period: null });
  });

  it('tells metrics from years, durations and list markers', () => {
    const found = extractQuantities('Since 2019 we spent 3 months building; (1) 400 users [2]');
    expect(found.map((q) => q.raw)).toEqual(['2019', '3', '400']);
    expect(found.filter(isMetric).map((q) => q.value)).toEqual([400]);
  });

  it('treats bare numbers as money only in money fields', () => {
    expect(extractQuantities('500k')[0]?.money).toBe(false);
    expect(extractQuantities('500k', { moneyField: true })[0]).toMatchObject({ value: 500_000, money: true });
    expect(extractQuantities('18 months', { moneyField: true })[0]).toMatchObject({
      money: false,
      duration: true,
    });
  });

  it('reads orders of magnitude written in words as approximate', () => {
    expect(extractQuantities('a market in the tens of millions')[0]).toMatchObject({
      value: 10_000_000,
      approximate: true,
      money: true,
    });
  });

  it('converts a burn to a monthly figure', () => {
    const [yearly] = extractQuantities('$600k per year', { moneyField: true });
    expect(yearly && perMonth(yearly)).toBe(50_000);
    const [weekly] = extractQuantities('$10k a week', { moneyField: true });
    expect(weekly && Math.round(perMonth(weekly))).toBe(43_333);
  });
});
