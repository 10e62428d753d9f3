import type { Deck } from '@pitchfit/contracts/deck';
import { useQuery } from '@tanstack/react-query';
import { queryClient, trpc } from '../../lib/trpc';
import { deckPollInterval } from './deck-status';

/**
 * Every deck of the signed-in investor, best match first, kept fresh by polling: every
 * DECK_POLL_MS.scoring while one is queued or processing, so statuses and scores change on screen
 * without a reload, and every DECK_POLL_MS.idle otherwise.
 */
export function useDecks(enabled: boolean) {
  return useQuery({
    ...trpc.decks.top.queryOptions({}),
    enabled,
    refetchInterval: (query) => deckPollInterval(query.state.data?.results),
  });
}

/** After anything that changes scores (a recalculation, a thesis): refresh the list in the background. */
export function refreshDecks(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.decks.top.queryKey() });
}

export function findDeck(decks: readonly Deck[] | undefined, id: string | null): Deck | null {
  return (id && decks?.find((deck) => deck.id === id)) || null;
}
