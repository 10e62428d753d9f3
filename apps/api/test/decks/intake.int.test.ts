import { BYTES_PER_MB, RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { AUTH_MESSAGES, DECK_MESSAGES, DECK_READ_FAILURES, MESSAGES } from '@pitchfit/contracts/messages';
import { count, eq } from '@pitchfit/db/orm';
import { deckFiles, decks } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  createInvestor,
  eventually,
  freshAddress,
  injectUpload,
  listDecks,
  multipart,
  postDeck,
  type TestInvestor,
} from './helpers';
import { brokenPdf, smallDeck, textPdf } from './pdf-fixtures';

const MAX_DECK_MB = 0.25;
const MAX_DECK_PAGES = 6;

async function storedCounts(t: TestApp) {
  const [deckRows] = await t.deps.db.select({ n: count() }).from(decks);
  const [fileRows] = await t.deps.db.select({ n: count() }).from(deckFiles);
  return { decks: deckRows?.n, files: fileRows?.n };
}

describe('deck intake', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let other: TestInvestor;
  const pitchUrl = () => `/api/pitch/${vc.username}/submit/`;

  beforeAll(async () => {
    t = await startTestApp({
      env: { MAX_DECK_MB: String(MAX_DECK_MB), MAX_DECK_PAGES: String(MAX_DECK_PAGES), DECK_OCR: 'false' },
    });
    vc = await createInvestor(t);
    other = await createInvestor(t);
  });
  afterAll(() => t.close());

  describe('refusals store nothing', () => {
    it.each([
      ['no file at all', () => multipart([]), MESSAGES.selectPdf, 400],
      [
        'the file in another field',
        () => multipart([{ field: 'deck', fileName: 'deck.pdf', bytes: smallDeck('field') }]),
        MESSAGES.selectPdf,
        400,
      ],
      [
        'a name not ending in .pdf',
        () => multipart([{ fileName: 'deck.docx', bytes: smallDeck('name') }]),
        DECK_MESSAGES.notPdfName,
        400,
      ],
      [
        'bytes that are not a PDF',
        () => multipart([{ fileName: 'deck.pdf', bytes: Buffer.from('PK\u0003\u0004 a zip archive') }]),
        DECK_READ_FAILURES.not_pdf(),
        400,
      ],
      [
        'an empty file',
        () => multipart([{ fileName: 'deck.pdf', bytes: Buffer.alloc(0) }]),
        DECK_MESSAGES.emptyFile,
        400,
      ],
      [
        'a file over MAX_DECK_MB',
        () =>
          multipart([
            {
              fileName: 'big.pdf',
              bytes: textPdf([['Ledgerly', 'x'.repeat(MAX_DECK_MB * BYTES_PER_MB)]], 'big'),
            },
          ]),
        DECK_READ_FAILURES.too_large({ maxBytes: Math.floor(MAX_DECK_MB * BYTES_PER_MB) }),
        413,
      ],
      [
        'more pages than allowed',
        () =>
          multipart([
            {
              fileName: 'long.pdf',
              bytes: textPdf(Array.from({ length: MAX_DECK_PAGES + 1 }, (_, i) => [`Slide ${i}`])),
            },
          ]),
        DECK_READ_FAILURES.too_many_pages({ maxPages: MAX_DECK_PAGES }),
        400,
      ],
    ])('%s: answers the reason in pdf_file[0] and detail', async (_case, body, message, status) => {
      const res = await injectUpload(t, pitchUrl(), body());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ pdf_file: [message], detail: message });
      expect(await storedCounts(t)).toEqual({ decks: 0, files: 0 });
    });

    it('a JSON body instead of a form answers the missing-file message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: pitchUrl(),
        payload: { pdf_file: 'deck.pdf' },
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().pdf_file).toEqual([MESSAGES.selectPdf]);
    });

    it('an unknown investor answers 404', async () => {
      const res = await postDeck(t, '/api/pitch/nobody_here/submit/', {
        fileName: 'd.pdf',
        bytes: smallDeck('404'),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(AUTH_MESSAGES.investorNotFound);
      expect(await storedCounts(t)).toEqual({ decks: 0, files: 0 });
    });
  });

  it('accepts a deck with 201 and its id and status, stores it, and the worker scores it', async () => {
    const bytes = smallDeck('happy');
    const res = await postDeck(t, pitchUrl(), { fileName: 'Ledgerly Seed.PDF', bytes });
    expect(res.statusCode).toBe(201);
    const submitted = deckSubmittedSchema.parse(res.json());
    expect(submitted).toMatchObject({ status: 'queued', duplicate: false });

    const [row] = await t.deps.db.select().from(decks).where(eq(decks.id, submitted.id));
    // The sender's key, for the reconciler to queue the deck at its sender's place if its job is lost.
    expect(row).toMatchObject({
      investorId: vc.id,
      fileName: 'Ledgerly Seed.PDF',
      source: 'pitch',
      // A digest of the client address, never the address.
      senderKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const [file] = await t.deps.db
      .select()
      .from(deckFiles)
      .where(eq(deckFiles.contentHash, row?.contentHash ?? ''));
    expect(file?.bytes?.equals(bytes)).toBe(true);

    const scored = await eventually(async () => {
      const deck = (await listDecks(t, vc.auth)).find((d) => d.id === submitted.id);
      return deck?.status === 'scored' ? deck : undefined;
    }, 'the deck to be scored');
    expect(scored.match_score).toEqual(expect.any(Number));
    expect(scored.page_count).toBe(4);
    expect(scored.scores_are_stale).toBe(false);
    expect(scored.parsed_data).not.toBeNull();
    // Kept only while the deck waits.
    const [after] = await t.deps.db.select().from(decks).where(eq(decks.id, submitted.id));
    expect(after?.senderKey).toBeNull();
  });

  it('the same bytes again answer exactly like a fresh deck, and store nothing new', async () => {
    const bytes = smallDeck('twice');
    const firstResponse = await postDeck(t, pitchUrl(), { fileName: 'a.pdf', bytes });
    const first = deckSubmittedSchema.parse(firstResponse.json());
    const again = await postDeck(t, pitchUrl(), { fileName: 'renamed.pdf', bytes });
    // An anonymous sender learns nothing of what the investor already holds, nor of its scoring.
    expect(again.statusCode).toBe(firstResponse.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(firstResponse.json()).sort());
    expect(deckSubmittedSchema.parse(again.json())).toEqual({
      id: first.id,
      status: 'queued',
      duplicate: false,
      // Each submission gets a status link of its own, to the same deck.
      status_path: expect.stringMatching(/^\/pitch\/status\//),
    });
    expect(again.json().status_path).not.toBe(first.status_path);
    expect(again.body).not.toMatch(/"duplicate":true|scored|failed|scoring/);
    const rows = await t.deps.db.select({ id: decks.id }).from(decks).where(eq(decks.investorId, vc.id));
    expect(rows.filter((r) => r.id === first.id)).toHaveLength(1);

    // Another investor receiving the same file gets a deck of their own, sharing the stored bytes.
    const elsewhere = await postDeck(t, `/api/pitch/${other.username}/submit/`, { fileName: 'a.pdf', bytes });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().id).not.toBe(first.id);
  });

  it('a PDF that cannot be read ends failed with a reason the investor can read', async () => {
    const res = await postDeck(t, pitchUrl(), { fileName: 'broken.pdf', bytes: brokenPdf('x') });
    expect(res.statusCode).toBe(201);
    const failed = await eventually(async () => {
      const deck = (await listDecks(t, vc.auth)).find((d) => d.id === res.json().id);
      return deck?.status === 'failed' ? deck : undefined;
    }, 'the deck to fail');
    expect(failed.failure_reason).toBe(DECK_READ_FAILURES.corrupt());
    expect(failed.match_score).toBeNull();
  });

  it('throttles anonymous submissions per client address, not signed-in test uploads', async () => {
    const { max } = RATE_LIMIT_POLICIES.pitchSubmit;
    const address = '203.0.113.77';
    for (let i = 0; i < max; i++) {
      const res = await injectUpload(
        t,
        pitchUrl(),
        multipart([{ fileName: 'x.txt', bytes: smallDeck(`t${i}`) }]),
        {
          remoteAddress: address,
        },
      );
      expect(res.statusCode).toBe(400);
    }
    const before = await storedCounts(t);
    const refused = await injectUpload(
      t,
      pitchUrl(),
      multipart([{ fileName: 'ok.pdf', bytes: smallDeck('over') }]),
      {
        remoteAddress: address,
      },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/^Too many requests from your address/);
    expect(await storedCounts(t)).toEqual(before);

    const elsewhere = await injectUpload(
      t,
      pitchUrl(),
      multipart([{ fileName: 'ok.pdf', bytes: smallDeck('over') }]),
    );
    expect(elsewhere.statusCode).toBe(201);
    const ownUpload = await injectUpload(
      t,
      `/api/vc/${vc.username}/submit-deck/`,
      multipart([{ fileName: 'own.pdf', bytes: smallDeck('own-throttle') }]),
      { remoteAddress: address, auth: vc.auth },
    );
    expect(ownUpload.statusCode).toBe(201);
  });

  it('stores the PDF out of line and uncompressed: a PDF is compressed already', async () => {
    const [column] = await t.deps.db.$client<{ storage: string }[]>`
      select attstorage as storage from pg_attribute
      where attrelid = 'deck_files'::regclass and attname = 'bytes'`;
    // 'e' is EXTERNAL; PostgreSQL's default for bytea, 'x' (EXTENDED), tries pglz on every upload.
    expect(column?.storage).toBe('e');
  });

  describe('test upload (POST /api/vc/{username}/submit-deck/)', () => {
    const testUrl = (username: string) => `/api/vc/${username}/submit-deck/`;

    it('accepts a deck to your own username, as a test upload', async () => {
      const res = await postDeck(
        t,
        testUrl(vc.username.toUpperCase()),
        { fileName: 't.pdf', bytes: smallDeck('own') },
        vc.auth,
      );
      expect(res.statusCode).toBe(201);
      const [row] = await t.deps.db.select().from(decks).where(eq(decks.id, res.json().id));
      expect(row).toMatchObject({ investorId: vc.id, source: 'test' });
    });

    it('answers 401 without a token and 403 for another investor, storing nothing', async () => {
      const before = await storedCounts(t);
      const anonymous = await postDeck(t, testUrl(vc.username), {
        fileName: 't.pdf',
        bytes: smallDeck('anon'),
      });
      expect(anonymous.statusCode).toBe(401);
      const foreign = await postDeck(
        t,
        testUrl(vc.username),
        { fileName: 't.pdf', bytes: smallDeck('foreign') },
        other.auth,
      );
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().detail).toBe(DECK_MESSAGES.ownProfileOnly);
      const forged = await postDeck(
        t,
        testUrl(vc.username),
        { fileName: 't.pdf', bytes: smallDeck('forged') },
        'Bearer not.a.token',
      );
      expect(forged.statusCode).toBe(401);
      expect(await storedCounts(t)).toEqual(before);
    });

    it('validates the file like the public page does', async () => {
      const res = await postDeck(
        t,
        testUrl(vc.username),
        { fileName: 'deck.txt', bytes: smallDeck('txt') },
        vc.auth,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().pdf_file).toEqual([DECK_MESSAGES.notPdfName]);
    });
  });
});
