import { describe, expect, it } from 'vitest';
import { separationOf } from '../scripts/eval/ranking';

describe('separationOf (issue 26: scores read as verdicts)', () => {
  it('gives the lowest clear-fit score and mean clear fit minus mean no-fit', () => {
    const { lowestClearFit, separation } = separationOf([
      { id: 'a', score: 0.9, grade: 2 },
      { id: 'b', score: 0.5, grade: 2 },
      { id: 'c', score: 0.6, grade: 1 },
      { id: 'd', score: 0.2, grade: 0 },
      { id: 'e', score: 0.4, grade: 0 },
    ]);
    expect(lowestClearFit).toBe(0.5);
    // (0.9 + 0.5) / 2 - (0.2 + 0.4) / 2; partial fits (grade 1) count in neither group.
    expect(separation).toBeCloseTo(0.4, 10);
  });

  it('is negative when no-fits outscore clear fits', () => {
    expect(
      separationOf([
        { id: 'a', score: 0.3, grade: 2 },
        { id: 'b', score: 0.8, grade: 0 },
      ]).separation,
    ).toBeCloseTo(-0.5, 10);
  });

  it('says nothing it cannot measure: no clear fit, or no no-fit', () => {
    expect(separationOf([{ id: 'a', score: 0.3, grade: 0 }])).toEqual({
      lowestClearFit: null,
      separation: null,
    });
    expect(separationOf([{ id: 'a', score: 0.7, grade: 2 }])).toEqual({
      lowestClearFit: 0.7,
      separation: null,
    });
  });
});
