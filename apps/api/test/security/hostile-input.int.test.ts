/**
 * Input meant to break out of where it is put: SQL metacharacters in usernames, paths in upload
 * file names, and bodies larger than the server reads. (Markup in deck text, theses and file names
 * is checked where it could run, in the browser: apps/web/e2e/security/xss.spec.ts.)
 */

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { BYTES_PER_MB, JSON_BODY_LIMIT_BYTES } from '@pitchfit/contracts/constants';
import { DECK_READ_FAILURES } from '@pitchfit/contracts/messages';
import { count, eq } from '@pitchfit/db/orm';
import { deckFiles, decks, investors } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, injectUpload, multipart, settledDecks, type TestInvestor } from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import { createTestInvestor } from '../helpers/investors';
import { startTestApp, type TestApp } from '../helpers/test-app';

const MAX_DECK_MB = 1;
const SQL_PAYLOADS = [
  "x' OR '1'='1",
  "admin'--",
  'a; DROP TABLE investors;--',
  "' UNION SELECT 1--",
  '%',
  '_%_',
  '\\',
  'robert"); --',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { MAX_DECK_MB: String(MAX_DECK_MB), DECK_OCR: 'false' } });
});
afterAll(() => t?.close());

async function investorCount() {
  const [row] = await t.deps.db.select({ n: count() }).from(investors);
  return row?.n;
}

describe('SQL metacharacters in usernames', () => {
  it('set-username refuses them by the username rule, and nothing else changes', async () => {
    const investor = await createTestInvestor(t.deps);
    const before = await investorCount();
    for (const username of SQL_PAYLOADS) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/set-username/',
        headers: investor.headers,
        payload: { username },
      });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().username[0], username).toMatch(/letters, numbers and underscores|at least 3/);
    }
    const [row] = await t.deps.db
      .select({ username: investors.username })
      .from(investors)
      .where(eq(investors.id, investor.id));
    expect(row?.username).toBe(investor.username);
    expect(await investorCount()).toBe(before);
  });

  it('the public profile and pitch lookups treat them as plain text, wildcards included', async () => {
    const stem = randomBytes(4).toString('hex');
    // `_` is a legal username character and a LIKE wildcard: `wild_<stem>` must not find `wildX<stem>`.
    await createTestInvestor(t.deps, { username: `wildX${stem}`, thesis: 'Secret thesis' });
    for (const username of [...SQL_PAYLOADS, `wild_${stem}`, `wild%${stem}`, `%${stem}`]) {
      const path = encodeURIComponent(username);
      const profile = await t.app.inject({ method: 'GET', url: `/api/vc/profile/${path}/` });
      expect(profile.statusCode, username).toBe(404);
      expect(profile.body).not.toContain('Secret thesis');

      const trpc = await t.app.inject({
        method: 'GET',
        url: `/trpc/investor.publicProfile?input=${encodeURIComponent(JSON.stringify({ username }))}`,
      });
      expect(trpc.json().error?.data?.code, username).toBe('NOT_FOUND');

      const pitch = await injectUpload(
        t,
        `/api/pitch/${path}/submit/`,
        multipart([{ fileName: 'deck.pdf', bytes: smallDeck(`sql-${username}`) }]),
      );
      expect(pitch.statusCode, username).toBe(404);
    }
    // The lookup itself works, case-insensitively, so the 404s above are about the payloads.
    const real = await t.app.inject({ method: 'GET', url: `/api/vc/profile/WILDx${stem}/` });
    expect(real.json()).toEqual({ username: `wildX${stem}`, thesis: 'Secret thesis' });
  });
});

describe('paths in upload file names', () => {
  let vc: TestInvestor;
  beforeAll(async () => {
    vc = await createInvestor(t);
  });

  it('keep only the last segment as a display name and never reach the file system', async () => {
    const marker = `pitchfit-traversal-${randomBytes(6).toString('hex')}`;
    const names = [
      `../../../../../../../../../../tmp/${marker}-a.pdf`,
      `..\\..\\..\\..\\..\\..\\tmp\\${marker}-b.pdf`,
      `/tmp/${marker}-c.pdf`,
    ];
    const uploads = names.map((fileName, i) => ({ fileName, bytes: smallDeck(`${marker}-${i}`) }));
    for (const upload of uploads) {
      const response = await injectUpload(t, `/api/pitch/${vc.username}/submit/`, multipart([upload]));
      expect(response.statusCode, upload.fileName).toBe(201);
    }
    const listed = await settledDecks(t, vc.auth, uploads.length);
    expect(listed.map((deck) => deck.status)).toEqual(uploads.map(() => 'scored'));
    expect(listed.map((deck) => deck.file_name).sort()).toEqual([
      `${marker}-a.pdf`,
      `${marker}-b.pdf`,
      `${marker}-c.pdf`,
    ]);
    // Scored from the bytes stored in the database under their hash; nothing was written by name.
    for (const suffix of ['a', 'b', 'c']) expect(existsSync(`/tmp/${marker}-${suffix}.pdf`)).toBe(false);
    const stored = await t.deps.db
      .select({ bytes: deckFiles.bytes })
      .from(decks)
      .innerJoin(deckFiles, eq(deckFiles.contentHash, decks.contentHash))
      .where(eq(decks.investorId, vc.id));
    expect(stored.map((row) => Buffer.from(row.bytes ?? '').toString('latin1')).sort()).toEqual(
      uploads.map((upload) => upload.bytes.toString('latin1')).sort(),
    );
  });
});

describe('oversized bodies', () => {
  const tooLargeJson = 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1024);

  it('JSON over the limit answers 413 on public and signed-in REST routes and over tRPC', async () => {
    const investor = await createTestInvestor(t.deps);
    const calls = [
      { url: '/api/trymbinator/grade/', payload: { company_name: tooLargeJson } },
      { url: '/api/auth/check-access-verification/', payload: { access_code: tooLargeJson } },
      { url: '/api/expandprofile/', payload: { thesis: tooLargeJson } },
      { url: '/trpc/simulator.grade', payload: { company_name: tooLargeJson } },
      { url: '/trpc/profile.submitThesis', payload: { thesis: tooLargeJson } },
    ];
    for (const [n, call] of calls.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        ...call,
        headers: investor.headers,
        remoteAddress: `192.0.2.${n + 1}`,
      });
      expect(response.statusCode, call.url).toBe(413);
      expect(response.json().error, call.url).toBe('The request body is too large.');
    }
  });

  it('a multipart file over MAX_DECK_MB, or too many parts, answers 413 and stores nothing', async () => {
    const vc = await createInvestor(t);
    const url = `/api/pitch/${vc.username}/submit/`;
    const big = Buffer.concat([smallDeck('big'), Buffer.alloc(MAX_DECK_MB * BYTES_PER_MB, 0x20)]);
    const oversized = await injectUpload(t, url, multipart([{ fileName: 'big.pdf', bytes: big }]));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().pdf_file).toEqual([
      DECK_READ_FAILURES.too_large({ maxBytes: MAX_DECK_MB * BYTES_PER_MB }),
    ]);

    const fields = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, 'x']));
    const manyParts = await injectUpload(
      t,
      url,
      multipart([{ fileName: 'd.pdf', bytes: smallDeck('parts') }], fields),
    );
    expect(manyParts.statusCode).toBe(413);

    const [stored] = await t.deps.db.select({ n: count() }).from(decks).where(eq(decks.investorId, vc.id));
    expect(stored?.n).toBe(0);
  });
});
