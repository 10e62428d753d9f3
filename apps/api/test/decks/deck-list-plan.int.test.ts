import { createDb } from '@pitchfit/db/client';
import { deckListQuery, listDecks } from '@pitchfit/db/decks/deck-list';
import { sql } from '@pitchfit/db/orm';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertInvestor } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The page statement's plan. As a prepared statement runs it before the table has statistics (a
 * connection's generic plan, made on a new table), only the page's decks get their JSON written: the
 * first one-subquery statement sorted every deck with its JSON built first (a page of 20 out of 1,000 took
 * 41 ms instead of 3). And on a table with statistics a connection settles on that generic plan instead
 * of planning the statement again for every page it serves. Counted in rows and plans, not timed.
 */

const DECKS = 300;
const PAGE = 20;

async function seedDecks(db: ReturnType<typeof createDb>['db'], investorId: string, count: number) {
  await db.execute(sql`insert into decks (investor_id, file_name, source, status, match_score, parsed_data)
    select ${investorId}, 'd' || g || '.pdf', 'pitch', 'scored', random(), jsonb_build_object('summary', repeat('x', 500))
    from generate_series(1, ${count}) g`);
}

interface PlanNode {
  'Actual Rows': number;
  Output?: string[];
  Plans?: PlanNode[];
}

/** The most rows any node of the plan wrote a deck's JSON for. */
function rowsGivenJson(node: PlanNode): number {
  const own = node.Output?.some((column) => column.includes('json_build_object')) ? node['Actual Rows'] : 0;
  return Math.max(own, ...(node.Plans ?? []).map(rowsGivenJson));
}

describe('the deck list page statement', () => {
  let connection: ReturnType<typeof createDb>;
  let investorId: string;

  beforeAll(async () => {
    connection = createDb(await createTestDatabase());
    const { db } = connection;
    await db.execute(sql`alter table decks set (autovacuum_enabled = false)`);
    ({ id: investorId } = await insertInvestor(db));
    await seedDecks(db, investorId, DECKS);
  });
  afterAll(() => connection.close());

  it('writes JSON for the page only, even in a generic plan made without statistics', async () => {
    const session = { investorId, sessionId: crypto.randomUUID() };
    const { sql: text, params } = deckListQuery(session, {
      filter: 'all',
      stage: 'all',
      page: { number: 2, size: PAGE },
    });
    const client = await connection.db.$client.reserve();
    try {
      const [stats] = await client`select reltuples from pg_class where relname = 'decks'`;
      expect(Number(stats?.reltuples)).toBeLessThan(0); // never analysed: the case under test

      await client.unsafe('set plan_cache_mode = force_generic_plan');
      await client.unsafe(`prepare deck_page as ${text}`);
      const literals = params.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`));
      const [row] = await client.unsafe(
        `explain (analyze, verbose, format json) execute deck_page(${literals.join(', ')})`,
      );
      const [explained] = (row?.['QUERY PLAN'] ?? []) as { Plan: PlanNode }[];
      if (!explained) throw new Error('no plan');

      expect(explained.Plan['Actual Rows']).toBe(PAGE);
      expect(rowsGivenJson(explained.Plan)).toBe(PAGE);
    } finally {
      client.release();
    }
  });
});

describe('the deck list page statement on one connection', () => {
  it('is planned once and reused, not planned again for every page', async () => {
    // One connection, so every request below runs on the connection whose prepared statements are read.
    const connection = createDb(await createTestDatabase(), { max: 1 });
    try {
      const { db } = connection;
      const { id: investorId } = await insertInvestor(db);
      // A fund's thousand decks among other funds' decks.
      await seedDecks(db, investorId, 1_000);
      for (let other = 0; other < 3; other++) await seedDecks(db, (await insertInvestor(db)).id, 1_000);
      await db.execute(sql`vacuum analyze decks`);
      const session = { investorId, sessionId: crypto.randomUUID() };
      const request = { filter: 'all', stage: 'all', page: { number: 1, size: PAGE } } as const;
      // PostgreSQL makes custom plans for a statement's first five runs, then chooses.
      for (let run = 0; run < 8; run++)
        expect((await listDecks(db, session, request))?.decks).toHaveLength(PAGE);

      const { sql: text } = deckListQuery(session, request);
      const [plans] = await db.$client<{ generic: number; custom: number }[]>`
        select generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where statement = ${text}`;
      expect(plans).toEqual({ generic: 3, custom: 5 });
    } finally {
      await connection.close();
    }
  });
});
