import { randomUUID } from 'node:crypto';
import { MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import { type Deck, deckSchema } from '@pitchfit/contracts/deck';
import { DomainError } from '@pitchfit/contracts/errors';
import { createDb, type Database } from '@pitchfit/db/client';
import { eq, inArray } from '@pitchfit/db/orm';
import { decks as decksTable, refreshTokens } from '@pitchfit/db/schema';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertDeck, insertInvestor, parsedData } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonArray } from '../../src/domain/decks/deck-list-json';
import { listTopDecks, listTopDecksJson } from '../../src/domain/decks/list-top-decks';

const DECKS = 45;
const highPage = { filter: 'high', page: { number: 1, size: 20 } } as const;
const FILTERS = Object.keys(MATCH_FILTERS) as MatchFilter[];

/** The SPEC order, computed here independently of SQL: best match first, unscored last, newest, id. */
function specOrder(a: Deck, b: Deck): number {
  if (a.match_score !== b.match_score) {
    if (a.match_score === null) return 1;
    if (b.match_score === null) return -1;
    return b.match_score - a.match_score;
  }
  if (a.uploaded_at !== b.uploaded_at) return a.uploaded_at < b.uploaded_at ? 1 : -1;
  return a.id < b.id ? -1 : 1;
}

const inBand = (filter: MatchFilter, deck: Deck) => {
  if (filter === 'all') return true;
  const band = MATCH_FILTERS[filter];
  return deck.match_score !== null && deck.match_score >= band.min && deck.match_score < band.below;
};

describe('deck list queries', () => {
  let url: string;
  let statements: string[];
  let db: ReturnType<typeof createDb>;
  let investorId: string;
  let otherInvestorId: string;

  beforeAll(async () => {
    url = await createTestDatabase();
    statements = [];
    db = createDb(url, { onQuery: (query) => statements.push(query) });
    const investor = await insertInvestor(db.db, { thesisVersion: 2 });
    const other = await insertInvestor(db.db);
    investorId = investor.id;
    otherInvestorId = other.id;
    // Ties on score and on upload time, unscored decks, both match bands' edges, stale and current
    // scores, text that JSON must escape: everything the order and the encoder must get right.
    const sameTime = new Date('2026-01-02T03:04:05.678Z');
    const scores = [0.8, 0.7, 0.79, 0.95, 0.1, null, 0.8, 0.5, null, 0.7, 0.69];
    for (let i = 0; i < DECKS; i++) {
      const score = scores[i % scores.length] ?? null;
      await insertDeck(db.db, investorId, {
        fileName: `deck "${i}" — ünïcode\n.pdf`,
        status: score === null ? 'queued' : 'scored',
        matchScore: score,
        scoredThesisVersion: score === null ? null : 1 + (i % 2),
        uploadedAt: i % 3 === 0 ? sameTime : new Date(sameTime.getTime() + i * 1000),
        scoredAt: score === null ? null : sameTime,
        pageCount: score === null ? null : 10 + i,
        estimatedInvestmentAmount: i % 4 === 0 ? null : 250_000 + i,
        estimatedValuation: i % 5 === 0 ? null : 1.5e7 + i / 3,
        parsedData:
          score === null
            ? null
            : parsedData({
                title: `Co ${i} "quoted" \\ back`,
                description: 'Line one\nline two\t€ \u2028',
                investment_amount: 1_000_000 / 3,
                founders: ['Ada', 'Grace'],
                industry: 'fintech',
                flags: ['hidden "text"'],
              }),
        engine: score === null ? null : 'builtin',
      });
    }
    await insertDeck(db.db, otherInvestorId, { matchScore: 0.99, status: 'scored' });
  });
  afterAll(() => db.close());

  it('lists every deck of the investor in the SPEC order, in one round trip, for every filter', async () => {
    for (const filter of FILTERS) {
      statements.length = 0;
      const list = await listTopDecks(db.db, investorId, { filter });
      expect(statements, filter).toHaveLength(1);
      const decks = deckSchema.array().parse(list.results);
      expect(decks.map((d) => d.id)).toEqual([...decks].sort(specOrder).map((d) => d.id));
      expect(decks.every((d) => inBand(filter, d))).toBe(true);
      expect(list.count).toBe(decks.length);
    }
    const all = await listTopDecks(db.db, investorId);
    expect(all.results).toHaveLength(DECKS);
    expect(all.results.filter((d) => d.scores_are_stale).length).toBeGreaterThan(0);
  });

  it('answers a page and the count in one round trip; a page past the end asks for the count alone', async () => {
    const all = (await listTopDecks(db.db, investorId)).results;
    for (const filter of FILTERS) {
      const banded = all.filter((d) => inBand(filter, d));
      for (const number of [1, 2, 3]) {
        statements.length = 0;
        const page = await listTopDecks(db.db, investorId, { filter, page: { number, size: 20 } });
        const expected = banded.slice((number - 1) * 20, number * 20);
        expect(page.results.map((d) => d.id)).toEqual(expected.map((d) => d.id));
        expect(page.count).toBe(banded.length);
        expect(page.hasNext).toBe(number * 20 < banded.length);
        expect(statements, `${filter} page ${number}`).toHaveLength(
          expected.length > 0 || number === 1 ? 1 : 2,
        );
      }
    }
    const nobody = await listTopDecks(db.db, '00000000-0000-4000-8000-000000000000', {
      page: { number: 1, size: 20 },
    });
    expect(nobody).toEqual({ results: [], count: 0, hasNext: false });
  });

  it("writes the JSON of exactly the objects the tRPC list answers (REST's one-pass encoder)", async () => {
    for (const filter of FILTERS) {
      for (const page of [undefined, { number: 2, size: 7 }]) {
        const objects = await listTopDecks(db.db, investorId, { filter, page });
        const text = await listTopDecksJson(db.db, investorId, { filter, page });
        expect(JSON.parse(jsonArray(text.results).toString())).toEqual(objects.results);
        expect([text.count, text.hasNext]).toEqual([objects.count, objects.hasNext]);
      }
    }
  });

  it('filters by pipeline stage, the same in both lists, beside the match band', async () => {
    const all = (await listTopDecks(db.db, investorId)).results;
    const meeting = all.filter((_deck, i) => i % 4 === 0).map((deck) => deck.id);
    await db.db.update(decksTable).set({ stage: 'meeting' }).where(inArray(decksTable.id, meeting));
    for (const filter of FILTERS) {
      const page = { number: 1, size: 5 };
      const objects = await listTopDecks(db.db, investorId, { filter, stage: 'meeting', page });
      const expected = all.filter((deck) => meeting.includes(deck.id) && inBand(filter, deck));
      expect(objects.results.map((deck) => deck.id)).toEqual(expected.slice(0, 5).map((deck) => deck.id));
      expect(objects.results.every((deck) => deck.stage === 'meeting')).toBe(true);
      expect(objects.count).toBe(expected.length);
      const text = await listTopDecksJson(db.db, investorId, { filter, stage: 'meeting', page });
      expect(JSON.parse(jsonArray(text.results).toString())).toEqual(objects.results);
      expect(text.count).toBe(objects.count);
    }
    expect((await listTopDecks(db.db, investorId, { stage: 'invested' })).results).toEqual([]);
    await db.db.update(decksTable).set({ stage: 'new' }).where(inArray(decksTable.id, meeting));
  });

  it("REST's list checks the session in its own statement: one round trip per request, past the end included", async () => {
    const sessionId = randomUUID();
    const objects = await listTopDecks(db.db, investorId);
    for (const page of [
      undefined,
      { number: 1, size: 20 },
      { number: 3, size: 20 },
      { number: 9, size: 20 },
    ]) {
      statements.length = 0;
      const text = await listTopDecksJson(db.db, investorId, { page, sessionId });
      expect(statements, JSON.stringify(page)).toHaveLength(1);
      const expected = page
        ? objects.results.slice((page.number - 1) * 20, page.number * 20)
        : objects.results;
      expect(JSON.parse(jsonArray(text.results).toString())).toEqual(expected);
      expect(text.count).toBe(DECKS);
    }
  });

  it("REST's list refuses a revoked session and a gone investor, and reads no deck for them", async () => {
    const sessionId = randomUUID();
    await db.db.insert(refreshTokens).values({
      familyId: sessionId,
      investorId,
      tokenHash: `revoked-${sessionId}`,
      expiresAt: new Date(Date.now() + 60_000),
      revokedAt: new Date(),
    });
    const refused = (promise: Promise<unknown>) =>
      expect(promise).rejects.toSatisfy(
        (error) => error instanceof DomainError && error.code === 'UNAUTHORIZED',
      );
    await refused(listTopDecksJson(db.db, investorId, { sessionId }));
    await refused(listTopDecksJson(db.db, investorId, { page: { number: 1, size: 20 }, sessionId }));
    await refused(
      listTopDecksJson(db.db, '00000000-0000-4000-8000-000000000000', { sessionId: randomUUID() }),
    );
    // Another session of the same investor is unaffected.
    const live = await listTopDecksJson(db.db, investorId, { sessionId: randomUUID() });
    expect(live.results).toHaveLength(DECKS);
  });

  it("writes timestamps with microseconds exactly as the tRPC list's Date does (milliseconds, truncated)", async () => {
    const investor = await insertInvestor(db.db);
    const deck = await insertDeck(db.db, investor.id, { status: 'scored', matchScore: 0.5 });
    await db.db
      .$client`update decks set uploaded_at = '2026-03-04 05:06:07.999999+00', scored_at = '1999-12-31 23:59:59.000501+00' where id = ${deck.id}`;
    const objects = await listTopDecks(db.db, investor.id);
    const text = await listTopDecksJson(db.db, investor.id, { sessionId: randomUUID() });
    expect(JSON.parse(jsonArray(text.results).toString())).toEqual(objects.results);
    expect(objects.results[0]?.uploaded_at).toBe('2026-03-04T05:06:07.999Z');
    await db.db.delete(decksTable).where(eq(decksTable.id, deck.id));
  });

  it.each([
    ['the tRPC list', (traced: Database) => listTopDecks(traced, investorId, highPage)],
    [
      'the REST list',
      (traced: Database) => listTopDecksJson(traced, investorId, { ...highPage, sessionId: randomUUID() }),
    ],
  ])('%s reads a page off decks_investor_rank_idx, without sorting', async (_list, list) => {
    statements.length = 0;
    const params: unknown[][] = [];
    const traced = createDb(url, {
      onQuery: (query, parameters) => {
        statements.push(query);
        params.push([...parameters]);
      },
    });
    try {
      await list(traced.db);
    } finally {
      await traced.close();
    }
    // The first statement on a new client is postgres.js's own type lookup.
    const index = statements.findIndex((statement) => statement.includes('from "decks"'));
    const query = statements[index];
    const values = params[index];
    if (!query || !values) throw new Error('no statement seen');
    // With sequential scans and sorts priced out, the plan shows whether the index can give this
    // ORDER BY: if it could not, a Sort node would remain whatever the cost.
    const plan = await db.db.$client.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      await tx`set local enable_sort = off`;
      return tx.unsafe(`explain (format json) ${query}`, values as never[]);
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('decks_investor_rank_idx');
    expect(text).not.toContain('"Node Type":"Sort"');
    expect(text).not.toContain('"Node Type":"Incremental Sort"');
  });
});
