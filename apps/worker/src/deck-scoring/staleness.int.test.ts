import { DECK_STATUSES } from '@pitchfit/contracts/deck';
import { createDb } from '@pitchfit/db/client';
import { awaitsScore, awaitsScoreSql, isScoreStale, scoreIsStale } from '@pitchfit/db/decks/staleness';
import { eq } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertDeck, insertInvestor } from '@pitchfit/testing/rows';
import { describe, expect, it } from 'vitest';

// packages/testing depends on packages/db, so the db package's database tests run from its users.
describe('the staleness rules', () => {
  it('say the same in SQL as in code, for every status and scored version', async () => {
    const db = createDb(await createTestDatabase());
    const investorId = (await insertInvestor(db.db, { thesisVersion: 2 })).id;
    for (const status of DECK_STATUSES)
      for (const scoredThesisVersion of [null, 1, 2, 3])
        await insertDeck(db.db, investorId, { status, scoredThesisVersion });
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
    await db.close();

    expect(rows).toHaveLength(DECK_STATUSES.length * 4);
    for (const row of rows)
      expect({
        ...row,
        stale: isScoreStale(row, row.current),
        awaits: awaitsScore(row, row.current),
      }).toEqual(row);
    // Every combination of answers occurs, so the agreement is not vacuous.
    expect(new Set(rows.map((row) => `${row.stale}/${row.awaits}`)).size).toBe(4);
  });
});
