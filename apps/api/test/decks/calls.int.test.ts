import { randomUUID } from 'node:crypto';
import { CALL_NOTE_MAX, callAgreementSchema, deckCallSchema } from '@pitchfit/contracts/calls';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createInvestor, pitchDecks, settledDecks, startAppWithInvestor, type TestInvestor } from './helpers';
import { smallDeck } from './pdf-fixtures';

describe('PUT and GET /api/decks/{id}/call/, GET /api/calls/agreement/', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let high: string;
  let low: string;

  beforeAll(async () => {
    ({ t, vc } = await startAppWithInvestor());
    await pitchDecks(t, vc, [
      { fileName: 'high.pdf', bytes: smallDeck('calls-high') },
      { fileName: 'low.pdf', bytes: smallDeck('calls-low') },
    ]);
    const settled = await settledDecks(t, vc.auth, 2);
    high = settled.find((deck) => deck.file_name === 'high.pdf')?.id ?? '';
    low = settled.find((deck) => deck.file_name === 'low.pdf')?.id ?? '';
    // Scores set outright: the figure under test is the comparison, not the engine.
    await t.deps.db.update(decks).set({ matchScore: 0.8 }).where(eq(decks.id, high));
    await t.deps.db.update(decks).set({ matchScore: 0.3 }).where(eq(decks.id, low));
  });
  afterAll(() => t.close());

  const call = (deckId: string, payload: object, auth: string | null = vc.auth) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/decks/${deckId}/call/`,
      payload,
      headers: auth ? { authorization: auth } : {},
    });
  const agreement = async () =>
    callAgreementSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/calls/agreement/',
          headers: { authorization: vc.auth },
        })
      ).json(),
    );

  const savedCall = (deckId: string, auth: string | null = vc.auth) =>
    t.app.inject({
      method: 'GET',
      url: `/api/decks/${deckId}/call/`,
      headers: auth ? { authorization: auth } : {},
    });

  it('needs a token, and refuses another investor’s deck with a 404', async () => {
    expect((await call(high, { call: 'meet' }, null)).statusCode).toBe(401);
    expect((await savedCall(high, null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/calls/agreement/' })).statusCode).toBe(401);
    const intruder = await createInvestor(t);
    expect((await call(high, { call: 'pass' }, intruder.auth)).statusCode).toBe(404);
    // The owner has made a call; the intruder can neither read it nor tell the deck exists.
    expect(
      (await call(high, { call: 'meet', reason: { code: 'team', note: 'Strong CTO' } })).statusCode,
    ).toBe(200);
    const foreign = await savedCall(high, intruder.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe((await savedCall(randomUUID(), intruder.auth)).body);
    expect(foreign.body).not.toContain('Strong CTO');
    expect((await call(high, {})).statusCode).toBe(200);
  });

  it('reads back the call as saved, reason and note included, and none once withdrawn', async () => {
    expect((await savedCall(low)).json()).toEqual({ deck_id: low, call: null, reason: null });
    await call(low, { call: 'pass', reason: { code: 'market', note: 'Small market' } });
    expect(deckCallSchema.parse((await savedCall(low)).json())).toEqual({
      deck_id: low,
      call: 'pass',
      reason: { code: 'market', note: 'Small market' },
    });
    await call(low, { call: 'meet' });
    expect((await savedCall(low)).json()).toEqual({ deck_id: low, call: 'meet', reason: null });
    await call(low, {});
    expect((await savedCall(low)).json()).toEqual({ deck_id: low, call: null, reason: null });
  });

  it('answers a bad reason with a 400 naming the field', async () => {
    const unknown = await call(high, { call: 'meet', reason: { code: 'vibes' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()['reason.code']).toHaveLength(1);
    const long = await call(high, {
      call: 'meet',
      reason: { code: 'team', note: 'x'.repeat(CALL_NOTE_MAX + 1) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()['reason.note']).toHaveLength(1);
    expect((await call(high, { call: 'maybe' })).json().call).toHaveLength(1);
  });

  it('counts the pairs Pitchfit orders as the investor does, and lists the others with both reasons', async () => {
    expect(await agreement()).toEqual({
      pairs: 0,
      pairs_ordered_right: 0,
      agreement: null,
      disagreements: [],
    });
    expect((await call(high, { call: 'meet', reason: { code: 'team' } })).statusCode).toBe(200);
    expect((await call(low, { call: 'pass' })).statusCode).toBe(200);
    expect(await agreement()).toMatchObject({
      pairs: 1,
      pairs_ordered_right: 1,
      agreement: 1,
      disagreements: [],
    });

    await call(high, { call: 'pass', reason: { code: 'valuation', note: 'Too expensive' } });
    await call(low, { call: 'meet', reason: { code: 'market' } });
    const flipped = await agreement();
    expect(flipped).toMatchObject({ pairs: 1, pairs_ordered_right: 0, agreement: 0 });
    expect(flipped.disagreements).toEqual([
      {
        meet: expect.objectContaining({ deck_id: low, match_score: 0.3, reason: { code: 'market' } }),
        pass: expect.objectContaining({
          deck_id: high,
          match_score: 0.8,
          reason: { code: 'valuation', note: 'Too expensive' },
        }),
        gap: expect.closeTo(0.5, 5),
      },
    ]);

    // Withdrawn, a call counts no more; no score ever changed.
    expect((await call(low, {})).json()).toEqual({ deck_id: low, call: null, reason: null });
    expect((await agreement()).pairs).toBe(0);
    const [row] = await t.deps.db.select({ score: decks.matchScore }).from(decks).where(eq(decks.id, high));
    expect(row?.score).toBe(0.8);
  });
});
