import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type DeckList, withDeck } from './live-deck-list';

/**
 * Puts the deck stream's events into the cached list, one at a time in the order they came.
 *
 * A list fetch already in flight when an event arrives may have read the database before that
 * change, and would overwrite it when it lands (or, on a first load, the pushed deck has no list to
 * go into yet). So that fetch is cancelled and a new one started, which reads after the change.
 * React Query on its own would not do this: asked to refetch a list it has never loaded, it joins
 * the fetch already running. Seen as a dashboard stuck on "Scoring…" after the deck had scored.
 */
export function deckStreamCache(
  queryClient: QueryClient,
  listKey: QueryKey,
): (event: DeckStreamEvent) => Promise<void> {
  const filters = { queryKey: listKey, exact: true };
  const apply = async (event: DeckStreamEvent) => {
    // `ready`: whatever fetch is running may have begun before the stream listened.
    const stale = event.kind === 'ready' || queryClient.isFetching(filters) > 0;
    // Cancelled before the pushed deck is put in: cancelling restores the list as it was when that fetch began.
    if (stale) await queryClient.cancelQueries(filters);
    if (event.kind === 'deck') {
      queryClient.setQueryData<DeckList>(listKey, (list) => (list ? withDeck(list, event.deck) : list));
    }
    // Not awaited: the next event need not wait for this fetch, which it cancels in turn if it must.
    if (stale) void queryClient.invalidateQueries(filters);
  };
  // In order, each after the cancellation before it: an older state of a deck must never land after a newer one.
  let applied = Promise.resolve();
  return (event) => {
    applied = applied.then(() => apply(event));
    return applied;
  };
}
