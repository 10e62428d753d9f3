import { describe, expect, it } from 'vitest';
import { READING_REASON_MAX, readingCorrectionsRequestSchema } from './thesis-reading';

const paths = (body: unknown) =>
  readingCorrectionsRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('readingCorrectionsRequestSchema', () => {
  it('accepts corrections of taxonomy values, with defaults for hard and quote', () => {
    const parsed = readingCorrectionsRequestSchema.parse({
      corrections: [
        { facet: 'subsector', value: 'fintech/lending', kind: 'exclude' },
        { facet: 'country', value: 'IN', kind: 'want', quote: 'Indian founders' },
        { facet: 'term', value: 'agencies', kind: null, quote: 'no agencies' },
      ],
    });
    expect(parsed.corrections[0]).toMatchObject({ hard: true, quote: null });
    expect(parsed.cheque).toBeNull();
  });

  it('names the field of each bad value', () => {
    expect(paths({ corrections: [{ facet: 'planet', value: 'mars', kind: 'want' }] })).toEqual([
      'corrections.0.facet',
    ]);
    expect(paths({ corrections: [{ facet: 'industry', value: 'mining', kind: 'want' }] })).toEqual([
      'corrections.0.value',
    ]);
    expect(paths({ corrections: [{ facet: 'subsector', value: 'health/lending', kind: 'want' }] })).toEqual([
      'corrections.0.value',
    ]);
    expect(
      paths({
        corrections: [
          { facet: 'stage', value: 'seed', kind: 'want', reason: 'x'.repeat(READING_REASON_MAX + 1) },
        ],
      }),
    ).toEqual(['corrections.0.reason']);
    expect(
      paths({ corrections: [{ facet: 'term', value: 'agencies', kind: 'want', quote: 'no agencies' }] }),
    ).toEqual(['corrections.0.facet']);
    expect(paths({ corrections: [], cheque: { min: 5, max: 1, currency: 'USD' } })).toEqual(['cheque.max']);
  });
});
