import type { Deck } from '@pitchfit/contracts/deck';

/** The deck list as `decks.top` answers it without paging. */
export interface DeckList {
  results: Deck[];
  count: number;
  next_page: number | null;
}

/** The API's ranking (packages/db/src/decks/deck-list.ts): best match first, unscored last, then newest first, then id. */
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
 * the API ranks, so the screen looks as a fresh fetch would without making one. As the API lists only
 * a deck's latest version, a new version takes its previous one's place, and a change to a version
 * the list already holds a newer one of is left out.
 */
export function withDeck(list: DeckList, deck: Deck): DeckList {
  if (list.results.some((existing) => existing.previous_deck_id === deck.id)) return list;
  const others = list.results.filter(
    (existing) => existing.id !== deck.id && existing.id !== deck.previous_deck_id,
  );
  const results = [...others, deck].sort(compareDecks);
  return { ...list, results, count: list.count + results.length - list.results.length };
}
