import { MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import type { Deck } from '@pitchfit/contracts/deck';

export const MATCH_FILTER_KEYS = Object.keys(MATCH_FILTERS) as MatchFilter[];

export function isMatchFilter(value: unknown): value is MatchFilter {
  return typeof value === 'string' && Object.hasOwn(MATCH_FILTERS, value);
}

/** Whether a deck belongs under a filter; a deck without a score is listed only under 'all'. */
export function matchesFilter(deck: Deck, filter: MatchFilter): boolean {
  if (filter === 'all') return true;
  if (deck.match_score === null) return false;
  const band = MATCH_FILTERS[filter];
  return deck.match_score >= band.min && deck.match_score < band.below;
}

export function filterDecks(decks: readonly Deck[], filter: MatchFilter): Deck[] {
  return decks.filter((deck) => matchesFilter(deck, filter));
}
