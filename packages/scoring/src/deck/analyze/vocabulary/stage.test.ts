import { describe, expect, it } from 'vitest';
import { findStages } from './stage';

describe('findStages', () => {
  it.each([
    ['Raising Pre-Series A round of 18 Cr.', ['pre-series-a']],
    ['Funding stage: Bootstrap and Govt. Fund (Pre- Seed)', ['pre-seed']],
    ['SEED ROUND 2024', ['seed']],
    ['RAISING $10M SERIES A', ['series-a']],
    ['Series-A', ['series-a']],
    ['Seed and Series A', ['seed', 'series-a']],
    ['$500K angel round', ['pre-seed']],
    ['Series D', ['growth']],
  ])('reads %s', (text, stages) => {
    expect(findStages(text).map((m) => m.stage)).toEqual(stages);
  });

  it('does not read stages inside other words', () => {
    expect(findStages('backed by SucSEED; seeds and seedlings')).toEqual([]);
  });
});
