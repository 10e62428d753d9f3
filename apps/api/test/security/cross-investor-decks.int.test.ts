/**
 * One investor's deck ids are worthless to another: every deck route, REST and tRPC, answers another
 * investor's id exactly as it answers an id that does not exist (so it cannot even tell a deck is
 * there), and changes nothing. Routes are found, not listed: every REST path with an `{id}`
 * parameter in the OpenAPI document, and every protected procedure whose input has an `id`. A deck
 * route added later is covered without editing this file.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../../src/trpc/routers/_app';
import { createInvestor, pitchDeck, type TestInvestor } from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let owner: TestInvestor;
let intruder: TestInvestor;
let deckId: string;

beforeAll(async () => {
  // No worker: the deck stays queued, so any change a refused call made would show.
  t = await startTestApp({ worker: false });
  owner = await createInvestor(t);
  intruder = await createInvestor(t);
  deckId = await pitchDeck(t, owner, { fileName: 'owner.pdf', bytes: smallDeck('cross-investor') });
});
afterAll(() => t?.close());

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * What a route or procedure needs besides the deck id to pass its own validation (a refusal of the
 * body is no answer about the deck): valid values for the calls whose body is required. A route
 * added later without one fails below with a 400, naming itself.
 */
const VALID_INPUT: Record<string, object> = {
  '/api/decks/{id}/stage/': { stage: 'reviewing' },
  '/api/decks/{id}/notes/': { body: 'A note' },
  '/api/decks/{id}/notes/{noteId}/': { body: 'An edit' },
  '/api/decks/{id}/vote/': { rating: 3, reason: 'Fine' },
  'pipeline.moveStage': { stage: 'reviewing' },
  'pipeline.addNote': { body: 'A note' },
  'pipeline.editNote': { body: 'An edit' },
  'pipeline.vote': { rating: 3, reason: 'Fine' },
  '/api/decks/{id}/profile/': { company: 'Acme' },
  'decks.correctProfile': { corrections: { company: 'Acme' } },
};

/** A note of the owner's on the deck, fresh for each call (a deleted note cannot be edited again). */
async function ownersNoteId(): Promise<string> {
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/decks/${deckId}/notes/`,
    headers: { authorization: owner.auth },
    payload: { body: 'Owner’s note' },
  });
  return note.json().id;
}

function restRoutesWithDeckId(): Array<{ method: HttpMethod; path: string }> {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  return (
    Object.entries(document.paths)
      // Fund routes take member ids, not deck ids; test/fund walks them with non-members.
      .filter(([path]) => path.startsWith('/api/decks/') && path.includes('{id}'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ method: method.toUpperCase() as HttpMethod, path })),
      )
  );
}

/** At run time `_def.procedures` is flat, keyed by dotted path; its declared type is the nested router. */
type FlatProcedures = Record<string, { _def: { type: string; meta?: { auth?: string }; inputs: unknown[] } }>;

function proceduresTakingAnId(): Array<{ path: string; type: string }> {
  const procedures = appRouter._def.procedures as unknown as FlatProcedures;
  return Object.entries(procedures)
    .filter(
      ([path, procedure]) =>
        // Fund procedures take member ids, not deck ids; test/fund walks them with non-members.
        !path.startsWith('fund.') &&
        procedure._def.meta?.auth === 'investor' &&
        procedure._def.inputs.some((input) => input instanceof z.ZodObject && 'id' in input.shape),
    )
    .map(([path, procedure]) => ({ path, type: procedure._def.type }));
}

async function callRest(route: { method: HttpMethod; path: string }, id: string, investor: TestInvestor) {
  const url = route.path.replace('{id}', id);
  return t.app.inject({
    method: route.method,
    url: url.includes('{noteId}') ? url.replace('{noteId}', await ownersNoteId()) : url,
    headers: { authorization: investor.auth },
    ...(route.method === 'GET' || route.method === 'DELETE'
      ? {}
      : { payload: VALID_INPUT[route.path] ?? {} }),
  });
}

async function callTrpc(procedure: { path: string; type: string }, id: string, investor: TestInvestor) {
  const headers = { authorization: investor.auth };
  const takesNote = procedure.path === 'pipeline.editNote' || procedure.path === 'pipeline.deleteNote';
  const input = {
    id,
    ...(takesNote ? { noteId: await ownersNoteId() } : {}),
    ...VALID_INPUT[procedure.path],
  };
  return procedure.type === 'query'
    ? t.app.inject({
        method: 'GET',
        url: `/trpc/${procedure.path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers,
      })
    : t.app.inject({ method: 'POST', url: `/trpc/${procedure.path}`, headers, payload: input });
}

async function deckState() {
  const [row] = await t.deps.db
    .select({ status: decks.status, attempts: decks.attempts, investorId: decks.investorId })
    .from(decks)
    .where(eq(decks.id, deckId));
  const counts = await t.deps.queues.decks.getJobCounts();
  const [all] = await t.deps.db.select({ n: count() }).from(decks);
  return { row, counts, decks: all?.n };
}

describe("another investor's deck ids", () => {
  it('finds the deck routes and procedures (including the known ones)', () => {
    expect(restRoutesWithDeckId()).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/decks/{id}/' },
        { method: 'POST', path: '/api/decks/{id}/match/' },
        { method: 'GET', path: '/api/decks/{id}/pdf/' },
        { method: 'PUT', path: '/api/decks/{id}/stage/' },
        { method: 'DELETE', path: '/api/decks/{id}/notes/{noteId}/' },
        { method: 'GET', path: '/api/decks/{id}/call/' },
      ]),
    );
    expect(proceduresTakingAnId().map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'decks.byId',
        'decks.recalculate',
        'pipeline.moveStage',
        'pipeline.deleteNote',
        'calls.byDeck',
      ]),
    );
  });

  it('REST: every route answers 404, the same as for a deck that does not exist, and changes nothing', async () => {
    const before = await deckState();
    for (const route of restRoutesWithDeckId()) {
      const label = `${route.method} ${route.path}`;
      const foreign = await callRest(route, deckId, intruder);
      const missing = await callRest(route, randomUUID(), intruder);
      expect(foreign.statusCode, label).toBe(404);
      expect(foreign.body, label).toBe(missing.body);
      expect(foreign.body, label).not.toContain('owner.pdf');
    }
    expect(await deckState()).toEqual(before);

    // The owner gets through the same routes, so the 404 above is about ownership.
    for (const route of restRoutesWithDeckId()) {
      const own = await callRest(route, deckId, owner);
      expect(own.statusCode, `${route.method} ${route.path} as owner`).toBeLessThan(300);
    }
  });

  it('tRPC: every procedure answers NOT_FOUND, the same as for a deck that does not exist, and changes nothing', async () => {
    const before = await deckState();
    for (const procedure of proceduresTakingAnId()) {
      const foreign = await callTrpc(procedure, deckId, intruder);
      const missing = await callTrpc(procedure, randomUUID(), intruder);
      expect(foreign.statusCode, procedure.path).toBe(404);
      expect(foreign.json().error.data.code, procedure.path).toBe('NOT_FOUND');
      expect(foreign.json().error.message, procedure.path).toBe(missing.json().error.message);
    }
    expect(await deckState()).toEqual(before);

    for (const procedure of proceduresTakingAnId()) {
      const own = await callTrpc(procedure, deckId, owner);
      expect(own.statusCode, `${procedure.path} as owner`).toBe(200);
    }
  });

  it('lists never show it, over REST or tRPC, in any band or page', async () => {
    for (const query of ['', '?page=1&page_size=50', '?filter=high', '?filter=low']) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/decks/top/${query}`,
        headers: { authorization: intruder.auth },
      });
      expect(list.statusCode).toBe(200);
      expect(list.body, query).not.toContain(deckId);
    }
    const trpc = await t.app.inject({
      method: 'GET',
      url: '/trpc/decks.top',
      headers: { authorization: intruder.auth },
    });
    expect(trpc.json().result.data.count).toBe(0);
    const own = await t.app.inject({
      method: 'GET',
      url: '/trpc/decks.top',
      headers: { authorization: owner.auth },
    });
    expect(own.body).toContain(deckId);
  });
});
