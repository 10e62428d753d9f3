/**
 * The deck stream (`decks.changes`, server-sent events fed by Redis pub/sub): an upload shows on the
 * investor's open stream as soon as intake commits it, then as it is scored; another investor's
 * stream, open at the same time, hears nothing of it; a stream needs a valid token, and the
 * token-in-URL path is open to subscriptions only.
 */
import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import { publishDeckChange } from '@pitchfit/queue/deck-changes';
import { openSse, type SseEvent, type SseStream, subscriptionUrl } from '@pitchfit/testing/sse-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createInvestor, pitchDeck, setThesis, type TestInvestor } from './helpers';
import { smallDeck } from './pdf-fixtures';

let t: TestApp;
let origin: string;
let owner: TestInvestor;
let other: TestInvestor;
const streams: SseStream[] = [];

const tokenOf = (investor: TestInvestor) => investor.auth.replace(/^Bearer /, '');

async function openDeckStream(accessToken: string | null): Promise<SseStream> {
  const stream = await openSse(subscriptionUrl(origin, 'decks.changes', accessToken));
  streams.push(stream);
  return stream;
}

const payload = (event: SseEvent) => event.data as DeckStreamEvent;
const isReady = (event: SseEvent) => payload(event)?.kind === 'ready';
const deckEvent = (deckId: string, status?: string) => (event: SseEvent) => {
  const data = payload(event);
  return data?.kind === 'deck' && data.deck.id === deckId && (!status || data.deck.status === status);
};

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
  owner = await createInvestor(t, { thesis: 'Seed-stage fintech for small businesses' });
  other = await createInvestor(t, { thesis: 'Climate hardware' });
});
afterAll(async () => {
  // Closed with streams still open: the server must end them rather than wait for the clients.
  await t?.close();
  for (const stream of streams) stream.close();
});

describe('decks.changes', () => {
  it("pushes the investor's new deck pending at intake, then scored, and nothing of it to another investor", async () => {
    const mine = await openDeckStream(tokenOf(owner));
    const theirs = await openDeckStream(tokenOf(other));
    expect(mine.status).toBe(200);
    await mine.next(isReady);
    await theirs.next(isReady);

    const deckId = await pitchDeck(t, owner, {
      fileName: 'ledgerly-seed.pdf',
      bytes: smallDeck('deck-changes'),
    });

    const pending = payload(await mine.next(deckEvent(deckId)));
    expect(pending.kind === 'deck' && pending.deck).toMatchObject({
      id: deckId,
      file_name: 'ledgerly-seed.pdf',
      match_score: null,
    });
    expect(pending.kind === 'deck' && ['queued', 'processing']).toContain(
      pending.kind === 'deck' && pending.deck.status,
    );
    const scored = payload(await mine.next(deckEvent(deckId, 'scored')));
    expect(scored.kind === 'deck' && scored.deck.match_score).toEqual(expect.any(Number));

    // The other investor's stream, open all along, got its ready event and nothing else.
    expect(theirs.events.map((event) => payload(event).kind)).toEqual(['ready']);
    expect(JSON.stringify(theirs.events)).not.toContain(deckId);
  });

  it("never forwards another investor's deck even when a change names it for this investor", async () => {
    const theirs = await openDeckStream(tokenOf(other));
    await theirs.next(isReady);
    const deckId = await pitchDeck(t, owner, {
      fileName: 'forged.pdf',
      bytes: smallDeck('deck-changes-forged'),
    });
    // A message pairing the other investor with the owner's deck: the stream reads the deck with its
    // own investor's id, finds nothing, and sends nothing.
    await publishDeckChange(t.deps.redis, t.env.REDIS_PREFIX, { investorId: other.id, deckId });
    // A change for a deck of their own, published after, arrives: so the forged one had its chance.
    const ownId = await pitchDeck(t, other, {
      fileName: 'their-own.pdf',
      bytes: smallDeck('deck-changes-own'),
    });
    await theirs.next(deckEvent(ownId));
    expect(JSON.stringify(theirs.events)).not.toContain(deckId);
  });

  it('pushes the stale state to the open stream as soon as the thesis changes, before any rescoring', async () => {
    const mine = await openDeckStream(tokenOf(owner));
    await mine.next(isReady);
    const deckId = await pitchDeck(t, owner, { fileName: 'stale.pdf', bytes: smallDeck('stale-push') });
    await mine.next(deckEvent(deckId, 'scored'));
    // The worker is stopped: whatever arrives now comes from the thesis change itself.
    await t.stopWorker();
    try {
      await setThesis(t, owner, 'Series A climate hardware in Europe.');
      const stale = payload(
        await mine.next((event) => {
          const data = payload(event);
          return deckEvent(deckId)(event) && data.kind === 'deck' && data.deck.scores_are_stale;
        }),
      );
      expect(stale.kind === 'deck' && stale.deck).toMatchObject({ id: deckId, scores_are_stale: true });
    } finally {
      t.startWorker();
    }
  });

  it('refuses a stream without a valid token', async () => {
    for (const token of [null, 'not-a-token']) {
      const stream = await openDeckStream(token);
      const first = await stream.next(() => true).catch(() => null);
      const refused = stream.status === 401 || (first !== null && first.event === 'serialized-error');
      expect(refused, `token ${String(token)}: status ${stream.status} ${JSON.stringify(first)}`).toBe(true);
      expect(stream.events.some(isReady)).toBe(false);
    }
  });

  it('accepts the token in connectionParams for subscriptions only, never for queries', async () => {
    const query = new URLSearchParams({ connectionParams: JSON.stringify({ accessToken: tokenOf(owner) }) });
    const response = await t.app.inject({ method: 'GET', url: `/trpc/investor.me?${query.toString()}` });
    expect(response.statusCode).toBe(401);
  });
});
