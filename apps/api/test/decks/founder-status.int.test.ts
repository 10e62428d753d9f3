/**
 * A founder's private status link (issue 29): what it shows, the new versions sent through it and
 * the investor's diff between them, withdrawal, and what a wrong token or a flood of them gets.
 */
import { createHash } from 'node:crypto';
import { RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { deckVersionsSchema } from '@pitchfit/contracts/deck-versions';
import { founderStatusSchema } from '@pitchfit/contracts/founder-status';
import { FOUNDER_STATUS_MESSAGES } from '@pitchfit/contracts/messages';
import { eq, inArray } from '@pitchfit/db/orm';
import { deckExtractions, deckFiles, deckStatusLinks, decks } from '@pitchfit/db/schema';
import { founderDeckPdf } from '@pitchfit/testing/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  createInvestor,
  eventually,
  freshAddress,
  injectUpload,
  listDecks,
  multipart,
  pitchWithStatusLink,
  postDeck,
  type TestInvestor,
} from './helpers';
import { brokenPdf } from './pdf-fixtures';

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** A made-up fintech deck (`founderDeckPdf`); the ask and traction differ between versions. */
const ledgerlyDeck = (ask: string, traction: string, salt: string) => founderDeckPdf({ ask, traction, salt });

describe('founder status links', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let otherFund: TestInvestor;

  beforeAll(async () => {
    t = await startTestApp({ env: { DECK_OCR: 'false' } });
    vc = await createInvestor(t);
    otherFund = await createInvestor(t);
  });
  afterAll(() => t.close());

  const submit = (bytes: Buffer, investor = vc) =>
    pitchWithStatusLink(t, investor, { fileName: 'ledgerly.pdf', bytes });

  const statusOf = (token: string, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'GET', url: `/api/pitch/status/${token}/`, remoteAddress });

  const sendVersion = (token: string, file: { fileName: string; bytes: Buffer }) =>
    injectUpload(t, `/api/pitch/status/${token}/version/`, multipart([file]));

  const withdraw = (token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/pitch/status/${token}/`, remoteAddress: freshAddress() });

  const versionsOf = (deckId: string, investor: TestInvestor) =>
    t.app.inject({
      method: 'GET',
      url: `/api/decks/${deckId}/versions/`,
      headers: { authorization: investor.auth },
    });

  it('gives each submission an unguessable link, stored only as its hash', async () => {
    const { deckId, token, path } = await submit(
      ledgerlyDeck('Raising a $1.5M seed round', '$40k MRR', 'hash'),
    );
    expect(path).toMatch(/^\/pitch\/status\/[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const links = await t.deps.db.select().from(deckStatusLinks).where(eq(deckStatusLinks.deckId, deckId));
    expect(links.map((link) => link.tokenHash)).toEqual([sha256(token)]);
    expect(JSON.stringify(links)).not.toContain(token);

    const res = await statusOf(token);
    expect(res.statusCode).toBe(200);
    const status = founderStatusSchema.parse(res.json());
    expect(['received', 'under_review']).toContain(status.state);
    expect(status).toMatchObject({ recipient: vc.username, version: 1, founder_message: null });
  });

  it('shows a decision and the reason the fund shared, never a score or a stage name', async () => {
    const { deckId, token } = await submit(ledgerlyDeck('Raising a $1.5M seed round', '$41k MRR', 'pass'));
    await eventually(async () => {
      const [deck] = await t.deps.db.select({ status: decks.status }).from(decks).where(eq(decks.id, deckId));
      return deck?.status === 'scored' ? true : undefined;
    }, 'the deck to be scored');
    expect(founderStatusSchema.parse((await statusOf(token)).json()).state).toBe('under_review');

    // What the pipeline writes on a pass with a shared reason.
    await t.deps.db
      .update(decks)
      .set({ stage: 'passed', passReason: 'traction', founderMessage: 'We need to see more revenue first.' })
      .where(eq(decks.id, deckId));
    const res = await statusOf(token);
    expect(res.json()).toMatchObject({
      state: 'decision',
      founder_message: 'We need to see more revenue first.',
    });
    expect(res.body).not.toMatch(/match_score|traction|passed|stage/i);
  });

  it('answers 404 for a wrong, malformed or near-miss token, the same way each time', async () => {
    const { token } = await submit(ledgerlyDeck('Raising a $1.5M seed round', '$42k MRR', 'wrong'));
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [nearMiss, 'x', 'A'.repeat(43), '%00'].map(async (wrong) => {
        const res = await statusOf(wrong);
        return { status: res.statusCode, body: res.json<{ detail: string }>().detail };
      }),
    );
    expect(answers).toEqual(answers.map(() => ({ status: 404, body: FOUNDER_STATUS_MESSAGES.linkNotFound })));
    const del = await withdraw(nearMiss);
    expect(del.statusCode).toBe(404);
    const version = await sendVersion(nearMiss, { fileName: 'v2.pdf', bytes: ledgerlyDeck('x', 'y', 'nm') });
    expect(version.statusCode).toBe(404);
  });

  it('limits status reads per address, wrong tokens included', async () => {
    const address = freshAddress();
    const { max } = RATE_LIMIT_POLICIES.founderStatus;
    for (let i = 0; i < max; i += 1) expect((await statusOf(`guess${i}`, address)).statusCode).toBe(404);
    const refused = await statusOf('guess-past-the-limit', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses a bad new version with exactly the answer the pitch submit gives', async () => {
    const { token } = await submit(ledgerlyDeck('Raising a $1.5M seed round', '$43k MRR', 'bad'));
    for (const file of [
      { fileName: 'deck.pdf', bytes: Buffer.from('PK\u0003\u0004 a zip archive') },
      { fileName: 'deck.docx', bytes: brokenPdf('name') },
      { fileName: 'deck.pdf', bytes: Buffer.alloc(0) },
    ]) {
      const viaSubmit = await postDeck(t, `/api/pitch/${vc.username}/submit/`, file);
      const viaLink = await sendVersion(token, file);
      expect(viaLink.statusCode).toBe(viaSubmit.statusCode);
      expect(viaLink.json()).toEqual(viaSubmit.json());
    }
    // The same file again is not a version.
    const same = await sendVersion(token, {
      fileName: 'ledgerly.pdf',
      bytes: ledgerlyDeck('Raising a $1.5M seed round', '$43k MRR', 'bad'),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ pdf_file: [FOUNDER_STATUS_MESSAGES.sameFile] });
  });

  it('links a new version to the one before, lists only the latest, and shows the investor what changed', async () => {
    const { deckId: v1Id, token } = await submit(
      ledgerlyDeck('Raising a $1.5M seed round', '1,200 paying customers, $40k MRR', 'v1'),
    );
    const res = await sendVersion(token, {
      fileName: 'ledgerly-v2.pdf',
      bytes: ledgerlyDeck('Raising a $3M seed round', '2,500 paying customers, $95k MRR', 'v2'),
    });
    expect(res.statusCode).toBe(201);
    expect(founderStatusSchema.parse(res.json())).toMatchObject({ version: 2, state: 'received' });

    const versions = await eventually(async () => {
      const answer = deckVersionsSchema.parse((await versionsOf(v1Id, vc)).json());
      return answer.versions.every((v) => v.status === 'scored') ? answer : undefined;
    }, 'both versions to be scored');
    expect(versions.versions.map((v) => v.version)).toEqual([1, 2]);
    const [v1, v2] = versions.versions;
    const listed = (await listDecks(t, vc.auth)).filter((deck) => deck.id === v1?.id || deck.id === v2?.id);
    expect(listed.map((deck) => ({ id: deck.id, version: deck.version }))).toEqual([
      { id: v2?.id, version: 2 },
    ]);

    const [diff] = versions.diffs;
    expect(diff).toMatchObject({ from_version: 1, to_version: 2 });
    const raise = diff?.facts.find((change) => change.field === 'raise_amount');
    expect(raise?.before).toEqual([
      expect.objectContaining({ value: expect.stringContaining('1,500,000'), page: 4 }),
    ]);
    expect(raise?.after).toEqual([
      expect.objectContaining({ value: expect.stringContaining('3,000,000'), page: 4 }),
    ]);
    expect(diff?.facts.some((change) => change.field === 'traction')).toBe(true);
    expect(diff?.facts.some((change) => change.field === 'founder')).toBe(false);

    // Either version's id finds the same chain; another fund's investor finds nothing.
    expect(deckVersionsSchema.parse((await versionsOf(v2?.id ?? '', vc)).json()).versions).toHaveLength(2);
    const foreign = await versionsOf(v1Id, otherFund);
    expect(foreign.statusCode).toBe(404);
    expect((await versionsOf(v2?.id ?? '', otherFund)).statusCode).toBe(404);
  });

  it('withdraws every version: files and extractions go, tombstones stay for the fund', async () => {
    const v1Bytes = ledgerlyDeck('Raising a $1.5M seed round', '$44k MRR', 'w1');
    const v2Bytes = ledgerlyDeck('Raising a $2M seed round', '$60k MRR', 'w2');
    const { deckId, token } = await submit(v1Bytes);
    // Another fund holds the same first file: it must stay for that fund.
    await submit(v1Bytes, otherFund);
    expect((await sendVersion(token, { fileName: 'v2.pdf', bytes: v2Bytes })).statusCode).toBe(201);
    const hashes = [sha256(v1Bytes), sha256(v2Bytes)];
    await eventually(async () => {
      const read = await t.deps.db
        .select({ hash: deckExtractions.contentHash })
        .from(deckExtractions)
        .where(inArray(deckExtractions.contentHash, hashes));
      return new Set(read.map((row) => row.hash)).size === 2 ? true : undefined;
    }, 'both versions to be read');

    const res = await withdraw(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'withdrawn', version: 2 });

    const files = await t.deps.db
      .select({ hash: deckFiles.contentHash })
      .from(deckFiles)
      .where(inArray(deckFiles.contentHash, hashes));
    expect(files.map((file) => file.hash)).toEqual([sha256(v1Bytes)]);
    expect(await t.deps.deckBytes.read(sha256(v2Bytes))).toBeNull();
    const extractions = await t.deps.db
      .select({ hash: deckExtractions.contentHash })
      .from(deckExtractions)
      .where(eq(deckExtractions.contentHash, sha256(v2Bytes)));
    expect(extractions).toEqual([]);

    const tombstones = await t.deps.db
      .select({
        status: decks.status,
        hash: decks.contentHash,
        parsed: decks.parsedData,
        score: decks.matchScore,
      })
      .from(decks)
      .where(eq(decks.investorId, vc.id));
    const withdrawn = tombstones.filter((row) => row.status === 'withdrawn');
    expect(withdrawn).toHaveLength(2);
    expect(withdrawn.every((row) => row.hash === null && row.parsed === null && row.score === null)).toBe(
      true,
    );
    const listed = (await listDecks(t, vc.auth)).filter((deck) => deck.status === 'withdrawn');
    expect(listed.map((deck) => deck.version)).toEqual([2]);

    // The fund can neither download nor rescore it; withdrawing again answers the same.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/decks/${deckId}/pdf/`,
      headers: { authorization: vc.auth },
    });
    expect(pdf.statusCode).toBe(404);
    expect((await withdraw(token)).json()).toMatchObject({ state: 'withdrawn' });
    const late = await sendVersion(token, { fileName: 'v3.pdf', bytes: ledgerlyDeck('x', 'y', 'w3') });
    expect(late.statusCode).toBe(409);
  });
});
