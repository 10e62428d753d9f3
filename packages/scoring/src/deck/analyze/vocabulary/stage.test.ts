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
    // Spanish, Portuguese and French.
    ['Quetzal es un fondo pre-semilla y semilla', ['pre-seed', 'seed']],
    ['Rodada semente de R$ 3 milhões', ['seed']],
    ['Serie A · Santiago de Chile', ['series-a']],
    ['Tour de pré-amorçage', ['pre-seed']],
  ])('reads %s', (text, stages) => {
    expect(findStages(text).map((m) => m.stage)).toEqual(stages);
  });

  it('does not read stages inside other words', () => {
    expect(findStages('backed by SucSEED; seeds and seedlings')).toEqual([]);
  });
});
