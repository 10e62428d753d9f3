import { type DeckProfile, deckProfileSchema, PROFILE_TEXT_MAX } from '@pitchfit/contracts/deck-profile';
import { eq } from '@pitchfit/db/orm';
import { deckProfileCorrections } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import {
  createInvestor,
  eventually,
  listDecks,
  pitchDecks,
  setThesis,
  settledDecks,
  startAppWithInvestor,
  type TestInvestor,
} from './helpers';
import { smallDeck } from './pdf-fixtures';

/** Ledgerly (smallDeck) never says where it is based: a headquarters rule cannot place it. */
const THESIS = 'We back seed B2B software companies headquartered in India.';

describe('GET and PATCH /api/decks/{id}/profile/', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let other: TestInvestor;
  let deckId: string;
  let othersDeckId: string;

  beforeAll(async () => {
    ({ t, vc } = await startAppWithInvestor());
    other = await createInvestor(t);
    await setThesis(t, vc, THESIS);
    await setThesis(t, other, THESIS);
    // The same file sent to both investors: one extraction, two views.
    const bytes = smallDeck('profile-1');
    await pitchDecks(t, vc, [{ fileName: 'ledgerly.pdf', bytes }]);
    await pitchDecks(t, other, [{ fileName: 'ledgerly.pdf', bytes }]);
    [deckId = ''] = (await settledDecks(t, vc.auth, 1)).map((deck) => deck.id);
    [othersDeckId = ''] = (await settledDecks(t, other.auth, 1)).map((deck) => deck.id);
  });
  afterAll(() => t.close());

  const get = (id: string, auth: string | null = vc.auth) =>
    t.app.inject({
      method: 'GET',
      url: `/api/decks/${id}/profile/`,
      headers: auth ? { authorization: auth } : {},
    });
  const patch = (id: string, payload: object, auth: string | null = vc.auth) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/decks/${id}/profile/`,
      payload,
      headers: auth ? { authorization: auth } : {},
    });
  const profileOf = async (id: string, auth: string): Promise<DeckProfile> => {
    const res = await get(id, auth);
    expect(res.statusCode).toBe(200);
    return deckProfileSchema.parse(res.json());
  };
  const scoreOf = async (auth: string) => (await listDecks(t, auth))[0];

  it('needs a token, and answers another investor’s deck or a malformed id with a 404', async () => {
    expect((await get(deckId, null)).statusCode).toBe(401);
    expect((await patch(deckId, { stage: 'seed' }, null)).statusCode).toBe(401);
    expect((await patch(deckId, { stage: 'seed' }, 'Bearer forged')).statusCode).toBe(401);
    expect((await get(othersDeckId)).statusCode).toBe(404);
    expect((await patch(othersDeckId, { stage: 'seed' })).statusCode).toBe(404);
    expect((await get('not-a-deck')).statusCode).toBe(404);
    expect(await t.deps.db.select().from(deckProfileCorrections)).toEqual([]);
  });

  it('answers an unknown field, a value outside the taxonomy or an oversized one with a 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ planet: 'mars' }, 'planet'],
      [{ primary_sector: 'alchemy' }, 'primary_sector'],
      [{ stage: 'series-z' }, 'stage'],
      [{ customer: 'robots' }, 'customer'],
      [{ hq: { country: 'XX' } }, 'hq.country'],
      [{ company: 'x'.repeat(PROFILE_TEXT_MAX.company + 1) }, 'company'],
      [{ founders: [{ name: 'x'.repeat(PROFILE_TEXT_MAX.founder + 1), role: null }] }, 'founders.0.name'],
      [{ ask: { amount_usd: -5 } }, 'ask.amount_usd'],
    ];
    for (const [payload, field] of cases) {
      const res = await patch(deckId, payload);
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body[field], field).toEqual([expect.any(String)]);
      expect(body.error, field).toContain(field);
    }
    expect(await t.deps.db.select().from(deckProfileCorrections)).toEqual([]);
  });

  it('shows each fact with its page and quote, as the deck says it', async () => {
    const profile = await profileOf(deckId, vc.auth);
    expect(profile.company).toEqual({
      value: 'Ledgerly',
      page: 1,
      quote: expect.stringContaining('Ledgerly'),
      corrected: false,
    });
    expect(profile.stage).toMatchObject({ value: 'seed', page: 4, corrected: false });
    expect(profile.founders.value?.map(({ name }) => name)).toEqual(['Jane Doe', 'John Roe']);
    expect(profile.hq).toEqual({ value: null, page: null, quote: null, corrected: false });
  });

  it("a corrected headquarters rescores that deck alone, for the caller's view only", async () => {
    const before = await scoreOf(vc.auth);
    const othersBefore = await scoreOf(other.auth);
    const res = await patch(deckId, { hq: { country: 'IN', place: 'Bengaluru' } });
    expect(res.statusCode).toBe(200);
    const corrected = deckProfileSchema.parse(res.json());
    expect(corrected.hq).toMatchObject({ value: { country: 'IN', place: 'Bengaluru' }, corrected: true });
    expect(corrected.company.corrected).toBe(false);

    const rescored = await eventually(async () => {
      const deck = await scoreOf(vc.auth);
      return deck?.status === 'scored' && deck.match_score !== before?.match_score ? deck : undefined;
    }, 'the corrected deck to be rescored');
    expect(rescored.match_score ?? 0).toBeGreaterThan(before?.match_score ?? 1);
    expect(JSON.stringify(rescored.parsed_data?.match_reasoning)).toContain('Bengaluru');

    // The other investor's deck of the same file: neither its profile nor its score moved.
    expect((await profileOf(othersDeckId, other.auth)).hq.corrected).toBe(false);
    expect(await scoreOf(other.auth)).toMatchObject({ match_score: othersBefore?.match_score });

    // null goes back to the deck's own reading, and the score with it.
    const reverted = deckProfileSchema.parse((await patch(deckId, { hq: null })).json());
    expect(reverted.hq).toEqual({ value: null, page: null, quote: null, corrected: false });
    await eventually(async () => {
      const deck = await scoreOf(vc.auth);
      return deck?.status === 'scored' && deck.match_score === before?.match_score ? deck : undefined;
    }, 'the deck to be scored as read again');
    expect(
      await t.deps.db.select().from(deckProfileCorrections).where(eq(deckProfileCorrections.deckId, deckId)),
    ).toEqual([]);
  });
});
