import { whatIfResponseSchema } from '@pitchfit/contracts/thesis-reading';
import { whatIfRequests } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  listDecks,
  pitchDecks,
  setThesis,
  settledDecks,
  startAppWithInvestor,
  type TestInvestor,
  thesisVersionOf,
} from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import type { TestApp } from '../helpers/test-app';

/** Ledgerly (smallDeck) is bookkeeping software: the saved thesis rules it out, the edited one does not. */
const SAVED = 'We back seed B2B software companies in Europe. We avoid consumer apps and bookkeeping tools.';
const EDITED = 'We back seed B2B software companies in Europe. We avoid consumer apps.';

describe('POST /api/thesis/what-if/', () => {
  let t: TestApp;
  let vc: TestInvestor;

  beforeAll(async () => {
    ({ t, vc } = await startAppWithInvestor());
  });
  afterAll(() => t.close());

  const post = (payload: object, auth: string | null = vc.auth) =>
    t.app.inject({
      method: 'POST',
      url: '/api/thesis/what-if/',
      payload,
      headers: auth ? { authorization: auth } : {},
    });

  it('refuses calls without a valid token, and a blank thesis with a 400 naming the field', async () => {
    expect((await post({ thesis: EDITED }, null)).statusCode).toBe(401);
    const blank = await post({ thesis: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().thesis).toEqual(['Thesis is required.']);
    const badReading = await post({
      thesis: EDITED,
      reading: { corrections: [{ facet: 'stage', value: 'z', kind: 'want' }] },
    });
    expect(badReading.statusCode).toBe(400);
    expect(badReading.json()['reading.corrections.0.value']).toHaveLength(1);
  });

  it('answers how the decks would move, with reasons, and saves nothing', async () => {
    await pitchDecks(t, vc, [{ fileName: 'ledgerly.pdf', bytes: smallDeck('what-if-1') }]);
    await setThesis(t, vc, SAVED);
    const [before] = await settledDecks(t, vc.auth, 1);
    const version = await thesisVersionOf(t, vc.id);

    const res = await post({ thesis: EDITED });
    expect(res.statusCode).toBe(200);
    const moves = whatIfResponseSchema.parse(res.json());
    expect(moves.decks_compared).toBe(1);
    expect(moves.biggest_up).toEqual([
      expect.objectContaining({
        deck_id: before?.id,
        before: before?.match_score,
        rank_after: 1,
        reason: expect.any(String),
      }),
    ]);
    expect(moves.biggest_up[0]?.after ?? 0).toBeGreaterThan(before?.match_score ?? 1);

    expect(await thesisVersionOf(t, vc.id)).toBe(version);
    const [unmoved] = await listDecks(t, vc.auth);
    expect(unmoved?.match_score).toBe(before?.match_score);

    // The reading given with it applies too: with the edited thesis saved and scored, excluding
    // business customers sends the deck down.
    await setThesis(t, vc, EDITED);
    const [rescored] = await eventually(async () => {
      const list = await listDecks(t, vc.auth);
      return list.every((deck) => deck.status === 'scored' && !deck.scores_are_stale) ? list : undefined;
    }, 'the deck rescored on the edited thesis');
    const savedVersion = await thesisVersionOf(t, vc.id);
    const down = whatIfResponseSchema.parse(
      (
        await post({
          thesis: EDITED,
          reading: { corrections: [{ facet: 'model', value: 'business', kind: 'exclude', quote: null }] },
        })
      ).json(),
    );
    expect(down.biggest_down[0]?.reason).toMatch(/^Excluded/);

    expect(await thesisVersionOf(t, vc.id)).toBe(savedVersion);
    const [after] = await listDecks(t, vc.auth);
    expect(after).toMatchObject({
      match_score: rescored?.match_score,
      scores_are_stale: false,
      status: 'scored',
    });
    expect(await t.deps.db.select().from(whatIfRequests)).toEqual([]);
  });
});
