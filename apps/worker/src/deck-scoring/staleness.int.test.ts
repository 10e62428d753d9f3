import { DECK_STATUSES } from '@pitchfit/contracts/deck';
import { createDb } from '@pitchfit/db/client';
import { awaitsScore, awaitsScoreSql, isScoreStale, scoreIsStale } from '@pitchfit/db/decks/staleness';
import { eq } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertDeck, insertInvestor } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// packages/testing depends on packages/db, so the db package's own database tests run from here.
describe('the staleness predicates', () => {
  let db: ReturnType<typeof createDb>;
  let investorId: string;

  beforeAll(async () => {
    db = createDb(await createTestDatabase());
    investorId = (await insertInvestor(db.db, { thesisVersion: 2 })).id;
    for (const status of DECK_STATUSES)
      for (const scoredThesisVersion of [null, 1, 2, 3])
        await insertDeck(db.db, investorId, { status, scoredThesisVersion });
  });
  afterAll(() => db.close());

  it('say the same in SQL as in code, for every status and scored version', async () => {
    const rows = await db.db
      .select({
        status: decks.status,
        scoredThesisVersion: decks.scoredThesisVersion,
        current: investors.thesisVersion,
        stale: scoreIsStale(investors.thesisVersion),
        awaits: awaitsScoreSql(investors.thesisVersion),
      })
      .from(decks)
      .innerJoin(investors, eq(investors.id, decks.investorId));
    expect(rows).toHaveLength(DECK_STATUSES.length * 4);
    for (const row of rows) {
      expect({
        ...row,
        stale: isScoreStale(row, row.current),
        awaits: awaitsScore(row, row.current),
      }).toEqual(row);
    }
    // Both answers occur, so agreement is not vacuous.
    expect(new Set(rows.map((row) => `${row.stale}/${row.awaits}`)).size).toBeGreaterThan(2);
  });
});
