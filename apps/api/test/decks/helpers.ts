import { randomBytes } from 'node:crypto';
import { type Deck, deckSchema, deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { eq } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';
import { expect } from 'vitest';
import { createTestInvestor } from '../helpers/investors';
import { startTestApp, type TestApp } from '../helpers/test-app';

export interface TestInvestor {
  id: string;
  username: string;
  /** `Authorization` header value of a valid session. */
  auth: string;
}

/** An investor with a chosen username and a real signed-in session (shared factory), random values. */
export async function createInvestor(t: TestApp, overrides: { thesis?: string } = {}): Promise<TestInvestor> {
  const investor = await createTestInvestor(t.deps, {
    username: `vc_${randomBytes(5).toString('hex')}`,
    ...overrides,
  });
  return { id: investor.id, username: investor.username, auth: investor.headers.authorization };
}

/** The app with its worker, deck OCR off (the test decks carry their text), and one investor. */
export async function startAppWithInvestor(): Promise<{ t: TestApp; vc: TestInvestor }> {
  const t = await startTestApp({ env: { DECK_OCR: 'false' } });
  return { t, vc: await createInvestor(t) };
}

/** The investor sets a thesis over REST, as the thesis page does; it must be accepted. */
export async function setThesis(t: TestApp, investor: TestInvestor, thesis: string): Promise<unknown> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/expandprofile/',
    payload: { thesis },
    headers: { authorization: investor.auth },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function thesisVersionOf(t: TestApp, investorId: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ version: investors.thesisVersion })
    .from(investors)
    .where(eq(investors.id, investorId));
  if (!row) throw new Error('no such investor');
  return row.version;
}

export interface FilePart {
  field?: string;
  fileName: string;
  bytes: Buffer;
  contentType?: string;
}

/** A multipart/form-data body with the given file parts (and optional plain fields). */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----pitchfit${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'pdf_file'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A client address of its own (TEST-NET-2), so the per-address limit on anonymous submissions never
 * decides a test that is not about it.
 */
let addresses = 0;
export function freshAddress(): string {
  addresses += 1;
  return `198.51.100.${(addresses % 254) + 1}`;
}

/** Sends a prepared body to an intake URL, from a fresh client address unless one is given. */
export function injectUpload(
  t: TestApp,
  url: string,
  body: ReturnType<typeof multipart>,
  options: { auth?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(options.auth ? { authorization: options.auth } : {}) },
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

/** Posts one file as `pdf_file` to an intake URL. */
export function postDeck(t: TestApp, url: string, file: { fileName: string; bytes: Buffer }, auth?: string) {
  return injectUpload(t, url, multipart([file]), { auth });
}

/** A founder sends a file to the investor's pitch link; it must be accepted. Answers the deck's id. */
export async function pitchDeck(
  t: TestApp,
  investor: TestInvestor,
  file: { fileName: string; bytes: Buffer },
) {
  const res = await postDeck(t, `/api/pitch/${investor.username}/submit/`, file);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A founder sends a file to the investor's pitch link; it must be accepted with a private status link. */
export async function pitchWithStatusLink(
  t: TestApp,
  investor: TestInvestor,
  file: { fileName: string; bytes: Buffer },
) {
  const res = await postDeck(t, `/api/pitch/${investor.username}/submit/`, file);
  expect(res.statusCode).toBe(201);
  const submitted = deckSubmittedSchema.parse(res.json());
  const token = submitted.status_path?.split('/').pop();
  if (!token) throw new Error('no status link in the answer');
  return { deckId: submitted.id, token, path: submitted.status_path };
}

/** Founders send each file to the investor's pitch link, one after another. */
export async function pitchDecks(
  t: TestApp,
  investor: TestInvestor,
  files: { fileName: string; bytes: Buffer }[],
) {
  for (const file of files) await pitchDeck(t, investor, file);
}

export async function listDecks(t: TestApp, auth: string): Promise<Deck[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/decks/top/', headers: { authorization: auth } });
  if (res.statusCode !== 200) throw new Error(`deck list answered ${res.statusCode}: ${res.body}`);
  return deckSchema.array().parse(res.json());
}

/**
 * Polls until `check` returns a value (not undefined) — the worker runs asynchronously. The limit
 * only bounds a broken run; no test asserts how long anything took.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  limitMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until every listed deck of the investor has left queued/processing, then returns the list. */
export function settledDecks(t: TestApp, auth: string, expected: number): Promise<Deck[]> {
  return eventually(async () => {
    const list = await listDecks(t, auth);
    const settled =
      list.length === expected && list.every((d) => d.status === 'scored' || d.status === 'failed');
    return settled ? list : undefined;
  }, `${expected} decks to settle`);
}
