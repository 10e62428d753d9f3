/**
 * A deck sent through the pitch page by the founder of an earlier deck (same contact address, same
 * company) becomes its next version when its first score is written: the rules, and two copies
 * scored at once.
 */
import type { DeckChange } from '@pitchfit/contracts/deck-events';
import { createDb } from '@pitchfit/db/client';
import { eq, inArray } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { createTestDatabase } from '@pitchfit/testing/database';
import { insertDeck, insertInvestor, parsedData } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishScoring } from './scoring';

/** Nothing here should be logged: a warning (a failed link) fails the test. */
const failOnWarn = {
  warn: (fields: object, message: string) => {
    throw new Error(message, { cause: fields });
  },
};

interface Identity {
  title: string;
  emails: string[];
}

describe('founder versions linked by contact address and company', () => {
  let db: ReturnType<typeof createDb>;
  let fundId: string;
  const announced: DeckChange[] = [];
  const deckChanges = { publish: async (change: DeckChange) => void announced.push(change) };

  beforeAll(async () => {
    db = createDb(await createTestDatabase());
    fundId = (await insertInvestor(db.db, { thesisVersion: 1 })).id;
  });
  afterAll(() => db.close());

  /** A deck sent and not yet scored, as intake leaves it. */
  const arrive = async (investorId = fundId, source: 'pitch' | 'test' = 'pitch') =>
    (await insertDeck(db.db, investorId, { status: 'processing', source })).id;

  /** The deck's first score, reading `identity` from it. */
  const score = async (deckId: string, identity: Identity, investorId = fundId) =>
    finishScoring({ db: db.db, deckChanges, logger: failOnWarn }, investorId, [
      {
        deckId,
        engine: 'builtin',
        engineVersion: 'test',
        thesisVersion: 1,
        pageCount: 5,
        fields: {
          parsed_data: parsedData({ title: identity.title, contact_emails: identity.emails }),
          match_score: 0.5,
          estimated_investment_amount: null,
          estimated_valuation: null,
          investment_details: { post_money: null, estimated_stage: null, reasoning_chain: [] },
        },
      },
    ]);

  const sent = async (identity: Identity, investorId = fundId) => {
    const id = await arrive(investorId);
    await score(id, identity, investorId);
    return id;
  };

  const linkOf = async (deckId: string) => {
    const [row] = await db.db
      .select({ previous: decks.previousDeckId, version: decks.version })
      .from(decks)
      .where(eq(decks.id, deckId));
    return row;
  };

  it('links the same address and company, however the name and the address are written', async () => {
    const first = await sent({ title: 'Tidewater Labs', emails: ['ana@tidewater.io'] });
    const next = await sent({
      title: 'TIDEWATER LABS, Inc.',
      emails: ['hello@tidewater.io', 'ana@tidewater.io'],
    });
    expect(await linkOf(next)).toEqual({ previous: first, version: 2 });
    // Announced once the link is written, so open screens swap the first for it.
    expect(announced.at(-1)).toEqual({ investorId: fundId, deckIds: [next] });
    const third = await sent({ title: 'Tidewater Labs', emails: ['hello@tidewater.io'] });
    expect(await linkOf(third)).toEqual({ previous: next, version: 3 });
  });

  it('keeps apart another company, another address, another fund and an investor’s test upload', async () => {
    const first = await sent({ title: 'Quillmark', emails: ['raj@quillmark.com'] });
    const otherCompany = await sent({ title: 'Quillmark Health', emails: ['raj@quillmark.com'] });
    const otherAddress = await sent({ title: 'Quillmark', emails: ['sam@quillmark.com'] });
    const otherFundId = (await insertInvestor(db.db)).id;
    const otherFund = await sent({ title: 'Quillmark', emails: ['raj@quillmark.com'] }, otherFundId);
    const testUpload = await arrive(fundId, 'test');
    await score(testUpload, { title: 'Quillmark', emails: ['raj@quillmark.com'] });
    const noAddress = await sent({ title: 'Quillmark', emails: [] });
    for (const id of [otherCompany, otherAddress, otherFund, testUpload, noAddress])
      expect(await linkOf(id)).toEqual({ previous: null, version: 1 });
    // None of them took the first deck's place: the next real version still follows it.
    const next = await sent({ title: 'Quillmark', emails: ['raj@quillmark.com'] });
    expect(await linkOf(next)).toEqual({ previous: first, version: 2 });
  });

  it('leaves a deck alone when the latest match is already followed, or withdrawn', async () => {
    const identity = { title: 'Saltmarsh', emails: ['eve@saltmarsh.co'] };
    const first = await sent(identity);
    // A version sent through the status link that no longer gives the address.
    const throughLink = await insertDeck(db.db, fundId, {
      status: 'processing',
      previousDeckId: first,
      version: 2,
    });
    await score(throughLink.id, { title: 'Saltmarsh', emails: ['press@saltmarsh.co'] });
    const again = await sent(identity);
    expect(await linkOf(again)).toEqual({ previous: null, version: 1 });

    const withdrawnFirst = await sent({ title: 'Fernhill', emails: ['kai@fernhill.io'] });
    await db.db.update(decks).set({ status: 'withdrawn' }).where(eq(decks.id, withdrawnFirst));
    const afterWithdrawal = await sent({ title: 'Fernhill', emails: ['kai@fernhill.io'] });
    expect(await linkOf(afterWithdrawal)).toEqual({ previous: null, version: 1 });
  });

  it('never links a deck to one sent after it, nor again when it is scored again', async () => {
    const identity = { title: 'Brightpath', emails: ['li@brightpath.ai'] };
    const early = await arrive();
    // Read first, while the deck sent before it was not read yet: nothing to follow.
    const late = await sent(identity);
    await score(early, identity);
    expect(await linkOf(early)).toEqual({ previous: null, version: 1 });
    expect(await linkOf(late)).toEqual({ previous: null, version: 1 });
    // A later score of it (a recalculation) is not its first: it is not linked then either.
    await db.db.update(decks).set({ status: 'processing' }).where(eq(decks.id, late));
    expect(await score(late, identity)).toEqual([late]);
    expect(await linkOf(late)).toEqual({ previous: null, version: 1 });
  });

  it('lets two copies scored at once follow the earlier deck one at a time, never both', async () => {
    for (let round = 0; round < 10; round += 1) {
      const identity = { title: `Racecar ${round}`, emails: [`founder@racecar${round}.io`] };
      const first = await sent(identity);
      const copies = [await arrive(), await arrive()];
      await Promise.all(copies.map((id) => score(id, identity)));
      const rows = await db.db
        .select({ id: decks.id, previous: decks.previousDeckId, version: decks.version })
        .from(decks)
        .where(inArray(decks.id, copies));
      expect(rows.filter((row) => row.previous === first)).toHaveLength(1);
      // The other either follows the copy that won (sent before it) or stays on its own.
      for (const row of rows.filter((row) => row.previous !== first)) {
        expect([null, ...copies]).toContain(row.previous);
        expect(row.version).toBe(row.previous === null ? 1 : 3);
      }
    }
  });
});
