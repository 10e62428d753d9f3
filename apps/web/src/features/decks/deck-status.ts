import type { Deck } from '@pitchfit/contracts/deck';

/** A deck whose score is still coming: the list is polled while one exists. */
export function isScoring(deck: Deck): boolean {
  return deck.status === 'queued' || deck.status === 'processing';
}

/**
 * How often the deck list refreshes: quickly while a deck is being scored (the built-in engine
 * takes about a second, Claude tens of seconds), slowly otherwise so a dashboard left open still
 * shows new submissions. Polling pauses while the tab is hidden (React Query's default).
 */
export const DECK_POLL_MS = { scoring: 2_000, idle: 30_000 } as const;

export function deckPollInterval(decks: readonly Deck[] | undefined): number {
  return decks?.some(isScoring) ? DECK_POLL_MS.scoring : DECK_POLL_MS.idle;
}

/** What the investor reads about a deck's progress; null once it is scored. */
export function deckStatusLabel(deck: Deck): string | null {
  switch (deck.status) {
    case 'queued':
      return deck.match_score === null ? 'Queued for scoring' : 'Rescoring queued';
    case 'processing':
      return 'Scoring…';
    case 'failed':
      return 'Scoring failed';
    case 'withdrawn':
      return 'Withdrawn by the founder';
    case 'scored':
      return null;
  }
}

/** The newest submissions first (the dashboard's "Recent Pitch Decks"). */
export function recentDecks(decks: readonly Deck[], limit: number): Deck[] {
  return [...decks].sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at)).slice(0, limit);
}

/**
 * What to announce when the polled list changes: a deck that finished scoring or failed since the
 * previous list. Decks seen for the first time are not news (they are on screen already).
 */
export function finishedScoring(previous: readonly Deck[], next: readonly Deck[]): Deck[] {
  const before = new Map(previous.map((deck) => [deck.id, deck.status]));
  return next.filter((deck) => {
    const was = before.get(deck.id);
    return was !== undefined && was !== deck.status && (deck.status === 'scored' || deck.status === 'failed');
  });
}
