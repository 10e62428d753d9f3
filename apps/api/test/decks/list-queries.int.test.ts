import { randomUUID } from 'node:crypto';
import { MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import { type Deck, deckSchema } from '@pitchfit/contracts/deck';
import { DomainError } from '@pitchfit/contracts/errors';
import { createDb, type Database } from '@pitchfit/db/client';
import { type DeckListRequest, jsonArray } from '@pitchfit/db/decks/deck-list';
import { isScoreStale } from '@pitchfit/db/decks/staleness';
import { eq, inArray } from '@pitchfit/db/orm';
import { decks as decksTable, refreshTokens } from '@pitchfit/db/schema';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertDeck, insertInvestor, parsedData } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeck } from '../../src/domain/decks/get-deck';
import { listTopDecks } from '../../src/domain/decks/list-top-decks';

const DECKS = 45;
const THESIS_VERSION = 2;
const FILTERS = Object.keys(MATCH_FILTERS) as MatchFilter[];
const every = (filter: MatchFilter = 'all'): DeckListRequest => ({ filter, stage: 'all', page: null });
const page = (number: number, size: number, filter: MatchFilter = 'all'): DeckListRequest => ({
  filter,
  stage: 'all',
  page: { number, size },
});

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

type DeckRow = Awaited<ReturnType<typeof insertDeck>>;

/** The contract's deck for a row, computed here from the row and the code form of the staleness rule. */
const expectedDeck = (row: DeckRow, thesisVersion: number): Deck => ({
  id: row.id,
  file_name: row.fileName,
  source: row.source,
  status: row.status,
  failure_reason: row.failureReason,
  match_score: row.matchScore,
  scores_are_stale: isScoreStale(row, thesisVersion),
  uploaded_at: row.uploadedAt.toISOString(),
  scored_at: row.scoredAt?.toISOString() ?? null,
  page_count: row.pageCount,
  estimated_investment_amount: row.estimatedInvestmentAmount,
  estimated_valuation: row.estimatedValuation,
  parsed_data: row.parsedData,
  investment_details: row.investmentDetails,
  engine: row.engine,
  stage: row.stage,
  version: row.version,
  previous_deck_id: row.previousDeckId,
});

const parse = (decks: Buffer[]): Deck[] => JSON.parse(jsonArray(decks).toString());

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}

function findNode(node: PlanNode, wanted: (node: PlanNode) => boolean): PlanNode | undefined {
  if (wanted(node)) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, wanted);
    if (found) return found;
  }
  return undefined;
}

describe('deck list query', () => {
  let url: string;
  let statements: string[];
  let db: ReturnType<typeof createDb>;
  let investorId: string;
  let rows: DeckRow[];
  const session = () => ({ investorId, sessionId: randomUUID() });

  beforeAll(async () => {
    url = await createTestDatabase();
    statements = [];
    db = createDb(url, { onQuery: (query) => statements.push(query) });
    const investor = await insertInvestor(db.db, { thesisVersion: THESIS_VERSION });
    const other = await insertInvestor(db.db);
    investorId = investor.id;
    // Ties on score and on upload time, unscored decks, both match bands' edges, stale and current
    // scores, text that JSON must escape: everything the order and the encoder must get right.
    const sameTime = new Date('2026-01-02T03:04:05.678Z');
    const scores = [0.8, 0.7, 0.79, 0.95, 0.1, null, 0.8, 0.5, null, 0.7, 0.69];
    rows = [];
    for (let i = 0; i < DECKS; i++) {
      const score = scores[i % scores.length] ?? null;
      rows.push(
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
        }),
      );
    }
    await insertDeck(db.db, other.id, { matchScore: 0.99, status: 'scored' });
  });
  afterAll(() => db.close());

  it('writes each deck as the contract has it, stale scores by the code form of the rule', async () => {
    const listed = parse((await listTopDecks(db.db, session(), every())).decks);
    const expected = rows.map((row) => expectedDeck(row, THESIS_VERSION)).sort(specOrder);
    expect(listed).toEqual(expected);
    expect(listed.every((deck) => Object.keys(deck).join() === Object.keys(deckSchema.shape).join())).toBe(
      true,
    );
    expect(listed.filter((d) => d.scores_are_stale).length).toBeGreaterThan(0);
    expect(listed.filter((d) => d.match_score !== null && !d.scores_are_stale).length).toBeGreaterThan(0);
    // One deck (getDeck) is the same definition.
    const [first] = expected;
    if (!first) throw new Error('no deck');
    expect(await getDeck(db.db, investorId, first.id)).toEqual(first);
  });

  it('lists every deck of the investor in the SPEC order, in one round trip, for every filter', async () => {
    for (const filter of FILTERS) {
      statements.length = 0;
      const list = await listTopDecks(db.db, session(), every(filter));
      expect(statements, filter).toHaveLength(1);
      const decks = parse(list.decks);
      expect(decks.map((d) => d.id)).toEqual([...decks].sort(specOrder).map((d) => d.id));
      expect(decks.every((d) => inBand(filter, d))).toBe(true);
      expect(decks.length).toBe(rows.filter((row) => inBand(filter, expectedDeck(row, 2))).length);
      expect([list.count, list.nextPage]).toEqual([decks.length, null]);
    }
  });

  it('answers a page and the count in one round trip, past the end included', async () => {
    const all = parse((await listTopDecks(db.db, session(), every())).decks);
    for (const filter of FILTERS) {
      const banded = all.filter((d) => inBand(filter, d));
      for (const number of [1, 2, 3, 9]) {
        statements.length = 0;
        const list = await listTopDecks(db.db, session(), page(number, 20, filter));
        expect(statements, `${filter} page ${number}`).toHaveLength(1);
        const expected = banded.slice((number - 1) * 20, number * 20);
        expect(parse(list.decks).map((d) => d.id)).toEqual(expected.map((d) => d.id));
        expect(list.count).toBe(banded.length);
        expect(list.nextPage).toBe(number * 20 < banded.length ? number + 1 : null);
      }
    }
    const nobody = await insertInvestor(db.db);
    const empty = await listTopDecks(db.db, { investorId: nobody.id, sessionId: randomUUID() }, page(1, 20));
    expect(empty).toEqual({ decks: [], count: 0, nextPage: null });
  });

  it('filters by pipeline stage beside the match band', async () => {
    const all = parse((await listTopDecks(db.db, session(), every())).decks);
    const meeting = all.filter((_deck, i) => i % 4 === 0).map((deck) => deck.id);
    await db.db.update(decksTable).set({ stage: 'meeting' }).where(inArray(decksTable.id, meeting));
    for (const filter of FILTERS) {
      const list = await listTopDecks(db.db, session(), { ...page(1, 5, filter), stage: 'meeting' });
      const expected = all.filter((deck) => meeting.includes(deck.id) && inBand(filter, deck));
      const decks = parse(list.decks);
      expect(decks.map((deck) => deck.id)).toEqual(expected.slice(0, 5).map((deck) => deck.id));
      expect(decks.every((deck) => deck.stage === 'meeting')).toBe(true);
      expect(list.count).toBe(expected.length);
    }
    expect((await listTopDecks(db.db, session(), { ...every(), stage: 'invested' })).decks).toEqual([]);
    await db.db.update(decksTable).set({ stage: 'new' }).where(inArray(decksTable.id, meeting));
  });

  it('refuses a revoked session and a gone investor, and reads no deck for them', async () => {
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
    await refused(listTopDecks(db.db, { investorId, sessionId }, every()));
    await refused(listTopDecks(db.db, { investorId, sessionId }, page(1, 20)));
    await refused(
      listTopDecks(db.db, { investorId: '00000000-0000-4000-8000-000000000000', sessionId }, every()),
    );
    // Another session of the same investor is unaffected.
    expect((await listTopDecks(db.db, session(), every())).decks).toHaveLength(DECKS);
  });

  it("lists the fund's decks for a partner, and only their own once removed", async () => {
    const partner = await insertInvestor(db.db);
    const own = await insertDeck(db.db, partner.id, { status: 'scored', matchScore: 0.5 });
    const seat = await db.db
      .$client`insert into fund_memberships (member_id, fund_id) values (${partner.id}, ${investorId})`;
    expect(seat.count).toBe(1);
    const asPartner = { investorId: partner.id, sessionId: randomUUID() };
    expect((await listTopDecks(db.db, asPartner, every())).count).toBe(DECKS);
    await db.db.$client`delete from fund_memberships where member_id = ${partner.id}`;
    expect(parse((await listTopDecks(db.db, asPartner, every())).decks).map((d) => d.id)).toEqual([own.id]);
  });

  it('counts a page through the latest versions only, a superseded deck in any band or none', async () => {
    const fund = await insertInvestor(db.db);
    const asFund = { investorId: fund.id, sessionId: randomUUID() };
    const lone = await insertDeck(db.db, fund.id, { status: 'scored', matchScore: 0.75 });
    // v1 in the high band, v2 in the low band, v3 in the high band: only v3 is listed and counted.
    const v1 = await insertDeck(db.db, fund.id, { status: 'scored', matchScore: 0.9 });
    const v2 = await insertDeck(db.db, fund.id, {
      status: 'scored',
      matchScore: 0.2,
      previousDeckId: v1.id,
      version: 2,
    });
    const v3 = await insertDeck(db.db, fund.id, { status: 'queued', previousDeckId: v2.id, version: 3 });
    for (const filter of FILTERS) {
      const listed = parse((await listTopDecks(db.db, asFund, every(filter))).decks).map((d) => d.id);
      const expected = [lone, v3].filter((row) => inBand(filter, expectedDeck(row, 0))).map((row) => row.id);
      expect(listed, filter).toEqual(expected);
      const onePage = await listTopDecks(db.db, asFund, page(1, 1, filter));
      expect([onePage.count, onePage.nextPage], filter).toEqual([
        expected.length,
        expected.length > 1 ? 2 : null,
      ]);
    }
  });

  it('writes timestamps with microseconds as a Date would (milliseconds, truncated)', async () => {
    const investor = await insertInvestor(db.db);
    const deck = await insertDeck(db.db, investor.id, { status: 'scored', matchScore: 0.5 });
    await db.db
      .$client`update decks set uploaded_at = '2026-03-04 05:06:07.999999+00', scored_at = '1999-12-31 23:59:59.000501+00' where id = ${deck.id}`;
    const [listed] = parse(
      (await listTopDecks(db.db, { investorId: investor.id, sessionId: randomUUID() }, every())).decks,
    );
    expect([listed?.uploaded_at, listed?.scored_at]).toEqual([
      '2026-03-04T05:06:07.999Z',
      '1999-12-31T23:59:59.000Z',
    ]);
    await db.db.delete(decksTable).where(eq(decksTable.id, deck.id));
  });

  it('chooses a page off decks_investor_rank_idx, without sorting the decks', async () => {
    const traced: { query: string; values: unknown[] }[] = [];
    const tracing = createDb(url, {
      onQuery: (query, values) => traced.push({ query, values: [...values] }),
    });
    try {
      await listTopDecks(tracing.db as Database, session(), page(1, 20, 'high'));
    } finally {
      await tracing.close();
    }
    // The first statement on a new client is postgres.js's own type lookup.
    const statement = traced.find(({ query }) => query.includes('from "decks"'));
    if (!statement) throw new Error('no statement seen');
    // With sequential scans and sorts priced out, the plan shows whether the index can give the
    // page's ORDER BY: if it could not, a Sort node would remain under the page's Limit whatever the
    // cost. Above it, only the page's own rows are put back in order once their JSON is written.
    const [explained] = await db.db.$client.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      await tx`set local enable_sort = off`;
      return tx.unsafe(`explain (format json) ${statement.query}`, statement.values as never[]);
    });
    const [root] = (explained?.['QUERY PLAN'] ?? []) as { Plan: PlanNode }[];
    const limit = root && findNode(root.Plan, (node) => node['Node Type'] === 'Limit');
    if (!limit) throw new Error('the page has no Limit');
    const choosing = JSON.stringify(limit);
    expect(choosing).toContain('decks_investor_rank_idx');
    expect(choosing).not.toContain('"Node Type":"Sort"');
    expect(choosing).not.toContain('"Node Type":"Incremental Sort"');
  });
});
