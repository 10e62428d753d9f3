import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import { skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createInvestor, pitchDeck, type TestInvestor } from './helpers';
import { corpusDeck, smallDeck } from './pdf-fixtures';

/** GET /api/decks/{id}/pdf/: the file behind a deck's cited pages, for its own investor only. */
describe.skipIf(skipWithoutCorpus())('deck file', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let other: TestInvestor;
  const finollama = corpusDeck('finollama.pdf');
  let deckId: string;
  let otherDeckId: string;

  beforeAll(async () => {
    // Scoring is not what this is about: the file is served as soon as intake accepted it.
    t = await startTestApp({ worker: false });
    vc = await createInvestor(t);
    other = await createInvestor(t);
    deckId = await pitchDeck(t, vc, { fileName: 'Finollama – seed “deck”.pdf', bytes: finollama });
    otherDeckId = await pitchDeck(t, other, { fileName: 'theirs.pdf', bytes: smallDeck('deck-file') });
  });
  afterAll(() => t.close());

  it('answers the submitted bytes as a private, inline PDF named after the upload', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/decks/${deckId}/pdf/`,
      headers: { authorization: vc.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(finollama)).toBe(true);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename="Finollama _ seed _deck_.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('Finollama – seed “deck”.pdf');
  });

  it("another investor's deck, a missing deck and a malformed id all answer the same 404", async () => {
    const bodies = [];
    for (const id of [otherDeckId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/decks/${id}/pdf/`,
        headers: { authorization: vc.auth },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      bodies.push(res.json());
    }
    expect(bodies[0]?.detail).toBe(DECK_MESSAGES.deckNotFound);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/decks/${deckId}/pdf/` });
    expect(res.statusCode).toBe(401);
    expect(res.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);
  });
});
