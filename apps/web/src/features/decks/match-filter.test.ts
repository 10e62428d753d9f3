import { MATCH_FILTERS } from '@pitchfit/contracts/constants';
import { describe, expect, it } from 'vitest';
import { testDeck } from '../../../test/test-deck';
import { filterDecks, isMatchFilter, MATCH_FILTER_KEYS, matchesFilter } from './match-filter';

describe('match filters', () => {
  const at = (score: number | null) => testDeck({ id: String(score), match_score: score });

  it.each([
    [0.8, 'high'],
    [0.95, 'high'],
    [1, 'high'],
    [0.7999, 'medium'],
    [0.7, 'medium'],
    [0.6999, 'low'],
    [0, 'low'],
  ] as const)('puts a score of %d under %s only', (score, expected) => {
    const under = MATCH_FILTER_KEYS.filter((filter) => filter !== 'all' && matchesFilter(at(score), filter));
    expect(under).toEqual([expected]);
    expect(matchesFilter(at(score), 'all')).toBe(true);
  });

  it('lists a deck without a score only under All Decks', () => {
    expect(MATCH_FILTER_KEYS.filter((filter) => matchesFilter(at(null), filter))).toEqual(['all']);
  });

  it('keeps the order of the list it filters', () => {
    const decks = [at(0.9), at(0.5), at(0.85), at(null)];
    expect(filterDecks(decks, 'high').map((d) => d.id)).toEqual(['0.9', '0.85']);
    expect(filterDecks(decks, 'all')).toHaveLength(4);
  });

  it('offers the four SPEC filters in order and recognises only them', () => {
    expect(MATCH_FILTER_KEYS.map((key) => MATCH_FILTERS[key].label)).toEqual([
      'All Decks',
      'High Match (80%+)',
      'Medium Match (70-79%)',
      'Low Match (<70%)',
    ]);
    expect(isMatchFilter('medium')).toBe(true);
    expect(isMatchFilter('toString')).toBe(false);
    expect(isMatchFilter(undefined)).toBe(false);
  });
});
