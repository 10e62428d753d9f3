import { deckPageSchema, deckSchema, recalculateResponseSchema } from '@pitchfit/contracts/deck';
import { BACKGROUND_RESCORE_PRIORITY, JOBS, MANUAL_RESCORE_PRIORITY } from '@pitchfit/contracts/jobs';
import { DECK_MESSAGES, MESSAGES } from '@pitchfit/contracts/messages';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { enqueue } from '@pitchfit/queue/queues';
import { skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/trpc/routers/_app';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  createInvestor,
  eventually,
  listDecks,
  pitchDeck,
  pitchDecks,
  settledDecks,
  type TestInvestor,
  thesisVersionOf,
} from './helpers';
import { corpusDeck, smallDeck } from './pdf-fixtures';

const THESIS = 'Seed-stage fintech and B2B software for small businesses; first checks of $250k to $1M.';

describe.skipIf(skipWithoutCorpus())('deck list and recalculation', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let other: TestInvestor;
  let otherDeckId: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { DECK_OCR: 'false' } });
    vc = await createInvestor(t, { thesis: THESIS });
    other = await createInvestor(t, { thesis: THESIS });
    const decksToSend = [
      { fileName: 'finollama.pdf', bytes: corpusDeck('finollama.pdf') },
      { fileName: 'intercom.pdf', bytes: corpusDeck('intercom.pdf') },
      { fileName: 'ledgerly.pdf', bytes: smallDeck('list') },
    ];
    await pitchDecks(t, vc, decksToSend);
    otherDeckId = await pitchDeck(t, other, { fileName: 'theirs.pdf', bytes: smallDeck('theirs') });
    await settledDecks(t, vc.auth, 3);
    await settledDecks(t, other.auth, 1);
  });
  afterAll(() => t.close());

  it('a bare call answers every deck, best match first, with every SPEC field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/decks/top/',
      headers: { authorization: vc.auth },
    });
    expect(res.statusCode).toBe(200);
    const list = deckSchema.array().parse(res.json());
    expect(list).toHaveLength(3);
    const scores = list.map((d) => d.match_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const deck of list) {
      expect(deck.status).toBe('scored');
      expect(deck.match_score).toBeGreaterThanOrEqual(0);
      expect(deck.match_score).toBeLessThanOrEqual(1);
      expect(deck.parsed_data).not.toBeNull();
      expect(Object.keys(deck)).toEqual(
        expect.arrayContaining([
          'id',
          'match_score',
          'scores_are_stale',
          'uploaded_at',
          'estimated_investment_amount',
          'estimated_valuation',
          'parsed_data',
          'investment_details',
          'status',
        ]),
      );
      // Every cited fact points at a real page of the deck and carries its quote.
      for (const fact of deck.parsed_data?.facts ?? []) {
        expect(fact.page).toBeGreaterThanOrEqual(1);
        expect(fact.page).toBeLessThanOrEqual(deck.page_count ?? 0);
        expect(fact.quote.length).toBeGreaterThan(0);
      }
    }
    expect(list.some((d) => d.id === otherDeckId)).toBe(false);
  });

  it('?page=&page_size= answers {results, count, next}', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/decks/top/?page=1&page_size=2',
      headers: { authorization: vc.auth },
    });
    const page1 = deckPageSchema.parse(first.json());
    expect(page1.count).toBe(3);
    expect(page1.results).toHaveLength(2);
    expect(page1.next).not.toBeNull();
    const nextUrl = new URL(page1.next ?? '');
    const second = await t.app.inject({
      method: 'GET',
      url: `${nextUrl.pathname}${nextUrl.search}`,
      headers: { authorization: vc.auth },
    });
    const page2 = deckPageSchema.parse(second.json());
    expect(page2.results).toHaveLength(1);
    expect(page2.next).toBeNull();
    const all = await listDecks(t, vc.auth);
    expect([...page1.results, ...page2.results].map((d) => d.id)).toEqual(all.map((d) => d.id));

    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/decks/top/?page=0',
      headers: { authorization: vc.auth },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('?filter= keeps one match band (SPEC section 9); the bands split the scored decks between them', async () => {
    const band = async (filter: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/decks/top/?filter=${filter}`,
        headers: { authorization: vc.auth },
      });
      return deckSchema.array().parse(res.json());
    };
    const [high, medium, low, all] = await Promise.all(['high', 'medium', 'low', 'all'].map(band));
    expect(high?.every((d) => (d.match_score ?? -1) >= 0.8)).toBe(true);
    expect(medium?.every((d) => (d.match_score ?? -1) >= 0.7 && (d.match_score ?? 1) < 0.8)).toBe(true);
    expect(low?.every((d) => d.match_score !== null && d.match_score < 0.7)).toBe(true);
    const banded = [...(high ?? []), ...(medium ?? []), ...(low ?? [])].map((d) => d.id).sort();
    expect(banded).toEqual((all ?? []).map((d) => d.id).sort());
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/decks/top/?filter=best',
      headers: { authorization: vc.auth },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('the list needs a valid token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/decks/top/' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/decks/top/',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('recalculation queues a rescore, answers at once, and the new score lands', async () => {
    const [target] = await listDecks(t, vc.auth);
    if (!target?.scored_at) throw new Error('no scored deck');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/decks/${target.id}/match/`,
      headers: { authorization: vc.auth },
    });
    expect(res.statusCode).toBe(202);
    expect(recalculateResponseSchema.parse(res.json())).toEqual({
      message: MESSAGES.recalcReceived,
      status: 'queued',
    });
    const rescored = await eventually(async () => {
      const deck = (await listDecks(t, vc.auth)).find((d) => d.id === target.id);
      return deck?.status === 'scored' && deck.scored_at !== target.scored_at ? deck : undefined;
    }, 'the recalculated score');
    expect(rescored.match_score).toBe(target.match_score);
  });

  it("another investor's deck, a missing deck and a malformed id all answer the same 404", async () => {
    const bodies = [];
    for (const id of [otherDeckId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/decks/${id}/match/`,
        headers: { authorization: vc.auth },
      });
      expect(res.statusCode).toBe(404);
      bodies.push(res.json());
    }
    expect(bodies.every((b) => b.detail === DECK_MESSAGES.deckNotFound)).toBe(true);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const [untouched] = await t.deps.db.select().from(decks).where(eq(decks.id, otherDeckId));
    expect(untouched?.status).toBe('scored');
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/decks/${otherDeckId}/match/` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a recalculation moves a waiting background rescore ahead', async () => {
    await t.stopWorker();
    const [deck] = await listDecks(t, vc.auth);
    if (!deck) throw new Error('no deck');
    const thesisVersion = await thesisVersionOf(t, vc.id);
    // A background rescore job for this deck and version, as a thesis change's fan-out queues it.
    const jobId = JOBS['deck.score'].jobId({ deckId: deck.id, thesisVersion });
    await (await t.deps.queues.decks.getJob(jobId))?.remove();
    await t.deps.db.update(decks).set({ status: 'queued' }).where(eq(decks.id, deck.id));
    const waiting = await enqueue(
      t.deps.queues,
      'deck.score',
      { deckId: deck.id, thesisVersion },
      { priority: BACKGROUND_RESCORE_PRIORITY },
    );
    expect(await waiting.getState()).toBe('prioritized');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/decks/${deck.id}/match/`,
      headers: { authorization: vc.auth },
    });
    expect(res.statusCode).toBe(202);
    const moved = await t.deps.queues.decks.getJob(jobId);
    // The same job, not a second one: moved up, not duplicated.
    expect(moved?.timestamp).toBe(waiting.timestamp);
    expect(moved?.priority).toBe(MANUAL_RESCORE_PRIORITY);
    expect(await t.deps.queues.decks.getJobCounts('prioritized', 'waiting')).toEqual({
      prioritized: 1,
      waiting: 0,
    });
    t.startWorker();
    await settledDecks(t, vc.auth, 3);
  });

  it('the same through tRPC: ranked list with paging, one deck, recalculation, and 404 for others', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${url}/trpc`, headers: { authorization: vc.auth } })],
    });
    const all = await client.decks.top.query();
    expect(all.results.map((d) => d.id)).toEqual((await listDecks(t, vc.auth)).map((d) => d.id));
    expect(all.next_page).toBeNull();
    const paged = await client.decks.top.query({ page: 1, page_size: 2 });
    expect(paged).toMatchObject({ count: 3, next_page: 2 });
    const [best] = all.results;
    if (!best) throw new Error('no deck');
    expect(await client.decks.byId.query({ id: best.id })).toEqual(best);
    expect(await client.decks.recalculate.mutate({ id: best.id })).toMatchObject({
      message: MESSAGES.recalcReceived,
    });
    await expect(client.decks.byId.query({ id: otherDeckId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    await expect(client.decks.recalculate.mutate({ id: otherDeckId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });

    const anonymous = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${url}/trpc` })] });
    await expect(anonymous.decks.top.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});
