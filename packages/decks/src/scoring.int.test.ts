import type { DeckChange } from '@pitchfit/contracts/deck-events';
import { createDb } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertDeck, insertInvestor, parsedData } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeckScoreWrite, finishScoring } from './scoring';

function fields(score: number): DeckScoreWrite['fields'] {
  return {
    parsed_data: parsedData({ title: `scored ${score}` }),
    match_score: score,
    estimated_investment_amount: null,
    estimated_valuation: null,
    investment_details: { post_money: null, estimated_stage: null, reasoning_chain: [] },
  };
}

const write = (thesisVersion: number, score: number) => ({
  engine: 'builtin',
  engineVersion: 'test',
  thesisVersion,
  pageCount: 1,
  fields: fields(score),
});

/** Nothing here should be logged: a warning (a failed version link) fails the test. */
const failOnWarn = {
  warn: (fields: object, message: string) => {
    throw new Error(message, { cause: fields });
  },
};

describe('finishScoring', () => {
  let db: ReturnType<typeof createDb>;
  let deckId: string;
  let investorId: string;
  /** Whether the score was written; only a written one is announced. */
  const writeScore = async (score: Omit<DeckScoreWrite, 'deckId'>) => {
    const announced: DeckChange[] = [];
    const deckChanges = { publish: async (change: DeckChange) => void announced.push(change) };
    const written = await finishScoring({ db: db.db, deckChanges, logger: failOnWarn }, investorId, [
      { ...score, deckId },
    ]);
    expect(announced).toEqual(written.length > 0 ? [{ investorId, deckIds: [deckId] }] : []);
    return written.length > 0;
  };

  beforeAll(async () => {
    db = createDb(await createTestDatabase());
    const investor = await insertInvestor(db.db, { thesisVersion: 3 });
    const deck = await insertDeck(db.db, investor.id, { status: 'processing' });
    deckId = deck.id;
    investorId = investor.id;
  });
  afterAll(() => db.close());

  const deck = async () => (await db.db.select().from(decks).where(eq(decks.id, deckId)))[0];

  it('a result for an older version than the current one is kept but leaves the deck waiting', async () => {
    expect(await writeScore(write(2, 0.4))).toBe(true);
    expect(await deck()).toMatchObject({ status: 'processing', matchScore: 0.4, scoredThesisVersion: 2 });
  });

  it('a result for the current version marks the deck scored', async () => {
    expect(await writeScore(write(3, 0.7))).toBe(true);
    expect(await deck()).toMatchObject({ status: 'scored', matchScore: 0.7, scoredThesisVersion: 3 });
  });

  it('an older result arriving late never overwrites a newer one', async () => {
    expect(await writeScore(write(2, 0.1))).toBe(false);
    expect(await deck()).toMatchObject({ status: 'scored', matchScore: 0.7, scoredThesisVersion: 3 });
  });

  it('a second result for the version already scored (a job that ran twice) is not written', async () => {
    expect(await writeScore(write(3, 0.72))).toBe(false);
    expect(await deck()).toMatchObject({ status: 'scored', matchScore: 0.7, scoredThesisVersion: 3 });
  });

  it('a recomputation at the same version, once the deck is queued again, replaces the score', async () => {
    await db.db.update(decks).set({ status: 'queued' }).where(eq(decks.id, deckId));
    expect(await writeScore(write(3, 0.75))).toBe(true);
    expect(await deck()).toMatchObject({ status: 'scored', matchScore: 0.75, scoredThesisVersion: 3 });
  });
});
