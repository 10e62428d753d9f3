import type { Deck } from '@pitchfit/contracts/deck';

/** The deck list as `decks.top` answers it without paging. */
export interface DeckList {
  results: Deck[];
  count: number;
  next_page: number | null;
}

/** The API's ranking (list-top-decks): best match first, unscored last, then newest first, then id. */
export function compareDecks(a: Deck, b: Deck): number {
  if (a.match_score !== b.match_score) {
    if (a.match_score === null) return 1;
    if (b.match_score === null) return -1;
    return b.match_score - a.match_score;
  }
  const byUpload = Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at);
  if (byUpload !== 0) return byUpload;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The list with one pushed deck put in: replaced where it was, added where it is new, and ranked as
 * the API ranks, so the screen looks as a fresh fetch would without making one.
 */
export function withDeck(list: DeckList, deck: Deck): DeckList {
  const known = list.results.some((existing) => existing.id === deck.id);
  const results = known
    ? list.results.map((existing) => (existing.id === deck.id ? deck : existing))
    : [...list.results, deck];
  return { ...list, results: results.sort(compareDecks), count: known ? list.count : list.count + 1 };
}
