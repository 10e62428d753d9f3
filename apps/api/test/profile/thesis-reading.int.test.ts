import {
  READING_REASON_MAX,
  readingUpdateResponseSchema,
  thesisReadingSchema,
} from '@pitchfit/contracts/thesis-reading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInvestor,
  pitchDecks,
  setThesis,
  settledDecks,
  startAppWithInvestor,
  type TestInvestor,
  thesisVersionOf,
} from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import type { TestApp } from '../helpers/test-app';

/** Ledgerly (smallDeck) is bookkeeping software for small businesses: this thesis rules it out. */
const THESIS = 'We back seed B2B software companies in Europe. We avoid consumer apps and bookkeeping tools.';

describe('GET and PUT /api/thesis/reading/', () => {
  let t: TestApp;
  let vc: TestInvestor;

  beforeAll(async () => {
    ({ t, vc } = await startAppWithInvestor());
  });
  afterAll(() => t.close());

  const get = (auth: string | null = vc.auth) =>
    t.app.inject({
      method: 'GET',
      url: '/api/thesis/reading/',
      headers: auth ? { authorization: auth } : {},
    });
  const put = (payload: object, auth: string | null = vc.auth) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/thesis/reading/',
      payload,
      headers: auth ? { authorization: auth } : {},
    });

  it('refuses calls without a valid token', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put({ corrections: [] }, null)).statusCode).toBe(401);
    expect((await put({ corrections: [] }, 'Bearer forged')).statusCode).toBe(401);
  });

  it('answers each bad correction with a 400 naming its field, and changes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ facet: 'planet', value: 'mars', kind: 'want' }, 'corrections.0.facet'],
      [{ facet: 'industry', value: 'alchemy', kind: 'exclude' }, 'corrections.0.value'],
      [{ facet: 'country', value: 'XX', kind: 'want' }, 'corrections.0.value'],
      [
        { facet: 'stage', value: 'seed', kind: 'want', reason: 'x'.repeat(READING_REASON_MAX + 1) },
        'corrections.0.reason',
      ],
    ];
    for (const [correction, field] of cases) {
      const res = await put({ corrections: [correction] });
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body[field], field).toEqual([expect.any(String)]);
      expect(body.error, field).toContain(field);
    }
    expect(await thesisVersionOf(t, vc.id)).toBe(0);
  });

  it('a corrected exclusion is a new thesis version that rescores the decks, and the score moves', async () => {
    await pitchDecks(t, vc, [{ fileName: 'ledgerly.pdf', bytes: smallDeck('reading-1') }]);
    await setThesis(t, vc, THESIS);
    const [excluded] = await settledDecks(t, vc.auth, 1);
    const reading = thesisReadingSchema.parse((await get()).json());
    expect(reading.thesis_version).toBe(1);
    const rule = reading.items.filter(
      (item) => item.kind === 'exclude' && item.quote?.includes('bookkeeping'),
    );
    expect(rule.length).toBeGreaterThan(0);
    expect(reading.items).toContainEqual(
      expect.objectContaining({
        kind: 'want',
        facet: 'region',
        value: 'europe',
        source: 'thesis',
        corrected: false,
      }),
    );

    const corrections = rule.map(({ facet, value, quote }) => ({ facet, value, kind: null, quote }));
    const res = await put({ corrections });
    expect(res.statusCode).toBe(200);
    const updated = readingUpdateResponseSchema.parse(res.json());
    expect(updated).toMatchObject({ thesis_version: 2, decks_rescored: 1, lapsed_corrections: [] });
    expect(updated.items.some((item) => item.kind === 'exclude' && item.quote?.includes('bookkeeping'))).toBe(
      false,
    );

    const [rescored] = await settledDecks(t, vc.auth, 1);
    expect(rescored?.match_score ?? 0).toBeGreaterThan(excluded?.match_score ?? 1);

    // The same corrections again change nothing.
    const again = readingUpdateResponseSchema.parse((await put({ corrections })).json());
    expect(again).toMatchObject({ thesis_version: 2, decks_rescored: 0 });
  });

  it('keeps corrections through a thesis edit while their clause stays, and lets them lapse when it goes', async () => {
    await setThesis(t, vc, `${THESIS} Tickets of EUR 500k.`);
    const kept = thesisReadingSchema.parse((await get()).json());
    expect(kept.corrections.length).toBeGreaterThan(0);
    expect(kept.lapsed_corrections).toEqual([]);

    await setThesis(t, vc, 'We back seed B2B software companies in Europe. We avoid bookkeeping tools.');
    const lapsed = thesisReadingSchema.parse((await get()).json());
    expect(lapsed.lapsed_corrections).toEqual(lapsed.corrections);
    expect(lapsed.items.some((item) => item.kind === 'exclude' && item.quote?.includes('bookkeeping'))).toBe(
      true,
    );
  });

  it('adds an item from the taxonomy, shown as a correction; another investor’s reading is untouched', async () => {
    const other = await createInvestor(t);
    await setThesis(t, other, THESIS);
    const otherVersion = await thesisVersionOf(t, other.id);
    const res = await put({ corrections: [{ facet: 'country', value: 'IN', kind: 'want' }] });
    const reading = readingUpdateResponseSchema.parse(res.json());
    expect(reading.items).toContainEqual(
      expect.objectContaining({
        kind: 'want',
        facet: 'country',
        value: 'IN',
        label: 'India',
        corrected: true,
      }),
    );
    const otherReading = thesisReadingSchema.parse((await get(other.auth)).json());
    expect(otherReading.corrections).toEqual([]);
    expect(otherReading.items.some((item) => item.value === 'IN')).toBe(false);
    expect(await thesisVersionOf(t, other.id)).toBe(otherVersion);
  });

  it('is the same over tRPC for the web app', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/thesis.reading',
      headers: { authorization: vc.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(thesisReadingSchema.parse(res.json().result.data).items.length).toBeGreaterThan(0);
  });
});
