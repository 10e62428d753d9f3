import type { Deck } from '@pitchfit/contracts/deck';
import { useQuery } from '@tanstack/react-query';
import { queryClient, trpc } from '../../lib/trpc';
import { deckPollInterval } from './deck-status';
import { useDeckChanges } from './use-deck-changes';

/**
 * Every deck of the signed-in investor, best match first, kept current by the deck stream: a new
 * upload, its progress and its score are pushed as they happen, with no request. While the stream
 * is down the list polls instead: every DECK_POLL_MS.scoring while a deck is queued or processing,
 * every DECK_POLL_MS.idle otherwise. `live` says which.
 */
export function useDecks(enabled: boolean) {
  const live = useDeckChanges(enabled);
  const query = useQuery({
    ...trpc.decks.top.queryOptions({}),
    enabled,
    refetchInterval: (list) => (live ? false : deckPollInterval(list.state.data?.results)),
  });
  return { query, live };
}

/** `data-deck-stream` on a deck list: whether it is pushed or polled (browser tests wait for `live`). */
export const deckStreamAttribute = (live: boolean) => ({ 'data-deck-stream': live ? 'live' : 'polling' });

/** After anything that changes scores (a recalculation, a thesis): refresh the list in the background. */
export function refreshDecks(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.decks.top.queryKey() });
}

export function findDeck(decks: readonly Deck[] | undefined, id: string | null): Deck | null {
  return (id && decks?.find((deck) => deck.id === id)) || null;
}
