import type { Deck } from '@pitchfit/contracts/deck';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { testDeck } from '../../../test/test-deck';
import { deckStreamCache } from './deck-stream-cache';
import type { DeckList } from './live-deck-list';

const listKey = ['decks', 'top'];

/** The one deck of the list, as the server has it in each state. */
const deck = (status: Deck['status']): Deck =>
  testDeck({ status, match_score: status === 'scored' ? 0.71 : null, parsed_data: null });
const list = (...decks: Deck[]): DeckList => ({ results: decks, count: decks.length, next_page: null });

/**
 * The list as the server answers it: each fetch is held until the test answers it, so the order of
 * fetches, answers and pushed events is the test's to choose.
 */
function heldServer() {
  const pending: Array<(answer: DeckList) => void> = [];
  return {
    queryFn: () => new Promise<DeckList>((resolve) => pending.push(resolve)),
    fetches: () => pending.length,
    answer: (index: number, answer: DeckList) => pending[index]?.(answer),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const clients: QueryClient[] = [];
/** A dashboard showing the list, its first load sent and held, and the stream's events going into its cache. */
async function openDashboard() {
  const server = heldServer();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  // An observer: the dashboard showing the list (only shown queries are refetched on invalidation).
  new QueryObserver(client, { queryKey: listKey, queryFn: server.queryFn }).subscribe(() => {});
  await settle();
  return {
    server,
    client,
    apply: deckStreamCache(client, listKey),
    shownStatus: () => client.getQueryData<DeckList>(listKey)?.results[0]?.status,
  };
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('deckStreamCache', () => {
  it('does not let a first load that read the deck before it scored hide the pushed score', async () => {
    const { server, apply, shownStatus } = await openDashboard();
    expect(server.fetches()).toBe(1);

    // The first load has read the deck as processing; before its answer lands, the stream pushes the score.
    const pushed = apply({ kind: 'deck', deck: deck('scored') });
    await settle();
    server.answer(0, list(deck('processing')));
    await settle();
    expect(server.fetches()).toBe(2);
    server.answer(1, list(deck('scored')));
    await pushed;
    await settle();
    expect(shownStatus()).toBe('scored');
  });

  it('does not let a refetch begun before a pushed change overwrite it', async () => {
    const { server, client, apply, shownStatus } = await openDashboard();
    server.answer(0, list(deck('queued')));
    await settle();
    void client.refetchQueries({ queryKey: listKey });
    await settle();
    expect(server.fetches()).toBe(2);

    const pushed = apply({ kind: 'deck', deck: deck('scored') });
    await settle();
    server.answer(1, list(deck('processing')));
    await settle();
    expect(shownStatus()).not.toBe('processing');
    expect(server.fetches()).toBe(3);
    server.answer(2, list(deck('scored')));
    await pushed;
    await settle();
    expect(shownStatus()).toBe('scored');
  });

  it('puts a pushed deck in place without a request when no fetch is running', async () => {
    const { server, apply, shownStatus } = await openDashboard();
    server.answer(0, list(deck('processing')));
    await settle();
    await apply({ kind: 'deck', deck: deck('scored') });
    expect(shownStatus()).toBe('scored');
    expect(server.fetches()).toBe(1);
  });

  it('fetches the list afresh on ready, even while a first load is running', async () => {
    const { server, apply, shownStatus } = await openDashboard();
    const ready = apply({ kind: 'ready' });
    await settle();
    expect(server.fetches()).toBe(2);
    server.answer(0, list(deck('queued')));
    server.answer(1, list(deck('processing')));
    await ready;
    await settle();
    expect(shownStatus()).toBe('processing');
  });
});
