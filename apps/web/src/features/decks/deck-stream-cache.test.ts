import type { Deck } from '@pitchfit/contracts/deck';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { deckStreamCache } from './deck-stream-cache';
import type { DeckList } from './live-deck-list';

const listKey = ['decks', 'top'];

function deck(status: Deck['status']): Deck {
  return {
    id: '0b7a1c52-5d1e-4c55-9f0e-2f0f3c1b9a10',
    file_name: 'ledgerly-seed.pdf',
    source: 'pitch',
    status,
    failure_reason: null,
    match_score: status === 'scored' ? 0.71 : null,
    scores_are_stale: false,
    uploaded_at: '2026-01-01T00:00:00.000Z',
    scored_at: status === 'scored' ? '2026-01-01T00:00:02.000Z' : null,
    page_count: null,
    estimated_investment_amount: null,
    estimated_valuation: null,
    parsed_data: null,
    investment_details: null,
    engine: null,
  };
}
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

const clients: QueryClient[] = [];
function screen(server: ReturnType<typeof heldServer>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  // An observer: the dashboard showing the list (only shown queries are refetched on invalidation).
  const observer = new QueryObserver(client, { queryKey: listKey, queryFn: server.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  const shownStatus = () => client.getQueryData<DeckList>(listKey)?.results[0]?.status;
  return { client, shownStatus, unsubscribe };
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deckStreamCache', () => {
  it('does not let a first load that read the deck before it scored hide the pushed score', async () => {
    const server = heldServer();
    const { client, shownStatus } = screen(server);
    const apply = deckStreamCache(client, listKey);
    await settle();
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
    const server = heldServer();
    const { client, shownStatus } = screen(server);
    const apply = deckStreamCache(client, listKey);
    await settle();
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
    const server = heldServer();
    const { client, shownStatus } = screen(server);
    const apply = deckStreamCache(client, listKey);
    await settle();
    server.answer(0, list(deck('processing')));
    await settle();
    await apply({ kind: 'deck', deck: deck('scored') });
    expect(shownStatus()).toBe('scored');
    expect(server.fetches()).toBe(1);
  });

  it('fetches the list afresh on ready, even while a first load is running', async () => {
    const server = heldServer();
    const { client, shownStatus } = screen(server);
    const apply = deckStreamCache(client, listKey);
    await settle();
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
