import { PROFILE_ANSWER_MAX_CHARS, THESIS_MAX_CHARS } from '@pitchfit/contracts/constants';
import { createDb } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { deckProfileCorrections, decks, profileQuestions, thesisReadings } from '@pitchfit/db/schema';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertDeck, insertInvestor } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScoringContext } from './scoring-context';

describe('loadScoringContext', () => {
  let db: ReturnType<typeof createDb>;
  let deckId: string;

  beforeAll(async () => {
    db = createDb(await createTestDatabase());
    const investor = await insertInvestor(db.db, { thesis: 'Seed fintech in Europe.', thesisVersion: 4 });
    const investorId = investor.id;
    // An older question set (version 1) and the current one (version 3, answered since, hence version 4).
    await db.db.insert(profileQuestions).values([
      { investorId, thesisVersion: 1, position: 0, topic: 'stage', text: 'Old stage?', answer: 'Old answer' },
      {
        investorId,
        thesisVersion: 3,
        position: 1,
        topic: 'geography',
        text: 'Where?',
        answer: 'Europe only',
      },
      {
        investorId,
        thesisVersion: 3,
        position: 0,
        topic: 'check_size',
        text: 'Check size?',
        answer: '$500k',
      },
      {
        investorId,
        thesisVersion: 3,
        position: 2,
        topic: 'exclusions',
        text: 'Deal-breakers?',
        answer: null,
      },
    ]);
    const deck = await insertDeck(db.db, investorId, { scoredThesisVersion: 2 });
    deckId = deck.id;
  });
  afterAll(() => db.close());

  it('reads the current thesis with the answered questions of the latest set, in order', async () => {
    const context = await loadScoringContext(db.db, deckId);
    expect(context).toEqual({
      deck: {
        id: deckId,
        investorId: expect.any(String),
        contentHash: expect.any(String),
        status: 'queued',
        scoredThesisVersion: 2,
      },
      thesis: {
        text: 'Seed fintech in Europe.',
        version: 4,
        answers: [
          { topic: 'check_size', question: 'Check size?', answer: '$500k' },
          { topic: 'geography', question: 'Where?', answer: 'Europe only' },
        ],
        corrections: null,
      },
      profileCorrections: null,
    });
  });

  it("carries the deck owner's profile corrections, never another investor's", async () => {
    const [deck] = await db.db
      .select({ investorId: decks.investorId })
      .from(decks)
      .where(eq(decks.id, deckId));
    const other = await insertInvestor(db.db);
    await db.db.insert(deckProfileCorrections).values([
      { deckId, investorId: other.id, corrections: { hq: { country: 'US' } } },
      { deckId, investorId: deck?.investorId ?? '', corrections: { hq: { country: 'IN' }, stage: 'seed' } },
    ]);
    expect((await loadScoringContext(db.db, deckId))?.profileCorrections).toEqual({
      hq: { country: 'IN' },
      stage: 'seed',
    });
    await db.db.delete(deckProfileCorrections).where(eq(deckProfileCorrections.deckId, deckId));
  });

  it('carries the latest corrections of the reading, whichever version set them', async () => {
    const [deck] = await db.db
      .select({ investorId: decks.investorId })
      .from(decks)
      .where(eq(decks.id, deckId));
    const investorId = deck?.investorId ?? '';
    const older = { corrections: [], cheque: { min: 1, max: 2, currency: 'USD' } };
    const latest = {
      corrections: [
        { facet: 'model' as const, value: 'consumer', kind: null, hard: true, quote: 'no consumer' },
      ],
      cheque: null,
    };
    await db.db.insert(thesisReadings).values([
      { investorId, thesisVersion: 2, corrections: older },
      { investorId, thesisVersion: 3, corrections: latest },
    ]);
    expect((await loadScoringContext(db.db, deckId))?.thesis.corrections).toEqual(latest);
  });

  it('is null for a deck that does not exist', async () => {
    expect(await loadScoringContext(db.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('reads no more of a thesis or an answer than the API accepts', async () => {
    const investor = await insertInvestor(db.db, {
      thesis: `${'a'.repeat(THESIS_MAX_CHARS)}TAIL`,
      thesisVersion: 1,
    });
    await db.db.insert(profileQuestions).values({
      investorId: investor.id,
      thesisVersion: 1,
      position: 0,
      topic: 'stage',
      text: 'Stage?',
      answer: `${'b'.repeat(PROFILE_ANSWER_MAX_CHARS)}TAIL`,
    });
    const deck = await insertDeck(db.db, investor.id);
    const context = await loadScoringContext(db.db, deck.id);
    expect(context?.thesis.text).toBe('a'.repeat(THESIS_MAX_CHARS));
    expect(context?.thesis.answers.map(({ answer }) => answer)).toEqual([
      'b'.repeat(PROFILE_ANSWER_MAX_CHARS),
    ]);
  });
});
