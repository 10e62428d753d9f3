import { deckVersionsSchema } from '@pitchfit/contracts/deck-versions';
import { founderStatusSchema } from '@pitchfit/contracts/founder-status';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { founderDeckPdf } from '@pitchfit/testing/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  createInvestor,
  eventually,
  freshAddress,
  listDecks,
  pitchWithStatusLink,
  type TestInvestor,
} from './helpers';

/** A made-up deck whose cover names `company` and whose last slide gives `email`. */
const contactDeck = (company: string, email: string, ask: string, salt: string) =>
  founderDeckPdf({ company, contact: email, ask, salt });

describe('versions linked by the founder’s address and company', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let otherFund: TestInvestor;

  beforeAll(async () => {
    t = await startTestApp({ env: { DECK_OCR: 'false' } });
    vc = await createInvestor(t);
    otherFund = await createInvestor(t);
  });
  afterAll(() => t.close());

  /** Sends the deck through the public pitch page and waits until it is scored. */
  async function pitch(bytes: Buffer, investor = vc) {
    const submitted = await pitchWithStatusLink(t, investor, { fileName: 'deck.pdf', bytes });
    const row = await eventually(async () => {
      const [deck] = await t.deps.db
        .select({
          status: decks.status,
          parsed: decks.parsedData,
          previous: decks.previousDeckId,
          version: decks.version,
        })
        .from(decks)
        .where(eq(decks.id, submitted.deckId));
      return deck?.status === 'scored' ? deck : undefined;
    }, 'the deck to be scored');
    return { id: submitted.deckId, token: submitted.token, ...row };
  }

  const versionsOf = (deckId: string, investor: TestInvestor) =>
    t.app.inject({
      method: 'GET',
      url: `/api/decks/${deckId}/versions/`,
      headers: { authorization: investor.auth },
    });

  it('links v1 → v2 for the same address and company, keeps the others apart, and shows the diff', async () => {
    const v1 = await pitch(contactDeck('Ledgerly', 'Jane.Doe@Gmail.com', 'Raising a $1.5M seed round', 'e1'));
    expect(v1.parsed).toMatchObject({ title: 'Ledgerly', contact_emails: ['jane.doe@gmail.com'] });

    const otherCompany = await pitch(
      contactDeck('Tallybook', 'jane.doe@gmail.com', 'Raising a $1.5M seed round', 'e2'),
    );
    expect(otherCompany.parsed).toMatchObject({ title: 'Tallybook', contact_emails: ['jane.doe@gmail.com'] });
    const otherAddress = await pitch(
      contactDeck('Ledgerly', 'ravi.roe@gmail.com', 'Raising a $1.5M seed round', 'e3'),
    );
    const otherFunds = await pitch(
      contactDeck('Ledgerly', 'jane.doe@gmail.com', 'Raising a $1.5M seed round', 'e4'),
      otherFund,
    );
    for (const alone of [otherCompany, otherAddress, otherFunds])
      expect(alone).toMatchObject({ previous: null, version: 1 });

    const v2 = await pitch(
      contactDeck('Ledgerly', 'jane.doe [at] gmail [dot] com', 'Raising a $3M seed round', 'e5'),
    );
    expect(v2).toMatchObject({ previous: v1.id, version: 2 });

    const answer = deckVersionsSchema.parse((await versionsOf(v1.id, vc)).json());
    expect(answer.versions.map((v) => ({ id: v.id, version: v.version }))).toEqual([
      { id: v1.id, version: 1 },
      { id: v2.id, version: 2 },
    ]);
    const raise = answer.diffs[0]?.facts.find((change) => change.field === 'raise_amount');
    expect(raise?.before).toEqual([expect.objectContaining({ value: expect.stringContaining('1,500,000') })]);
    expect(raise?.after).toEqual([expect.objectContaining({ value: expect.stringContaining('3,000,000') })]);
    expect((await versionsOf(v2.id, otherFund)).statusCode).toBe(404);

    // The dashboard lists the latest version (its badge reads v2), and each unlinked deck as v1.
    const listed = await listDecks(t, vc.auth);
    const shown = (id: string) => listed.find((deck) => deck.id === id);
    expect(shown(v1.id)).toBeUndefined();
    expect(shown(v2.id)).toMatchObject({ version: 2, previous_deck_id: v1.id });
    for (const alone of [otherCompany, otherAddress]) expect(shown(alone.id)).toMatchObject({ version: 1 });

    // Each founder link shows the deck it was sent with: v2's shows version 2.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/pitch/status/${v2.token}/`,
      remoteAddress: freshAddress(),
    });
    expect(founderStatusSchema.parse(status.json())).toMatchObject({ version: 2, newer_version_sent: false });
    // v1's link says a newer version was sent (its own link takes the next ones) and sends none itself.
    const earlier = await t.app.inject({
      method: 'GET',
      url: `/api/pitch/status/${v1.token}/`,
      remoteAddress: freshAddress(),
    });
    expect(founderStatusSchema.parse(earlier.json())).toMatchObject({ version: 1, newer_version_sent: true });

    // Withdrawing through v2's link withdraws v2 only: v1 was sent under its own link, and an address
    // written on a deck proves nothing about who sent it.
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/pitch/status/${v2.token}/`,
      remoteAddress: freshAddress(),
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = deckVersionsSchema.parse((await versionsOf(v1.id, vc)).json());
    expect(after.versions.map((v) => v.status)).toEqual(['scored', 'withdrawn']);
  });
});
