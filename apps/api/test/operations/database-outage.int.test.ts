/**
 * PostgreSQL unreachable: every route and procedure that needs it answers 503 with Retry-After
 * (it answered 500 `Internal server error.`), and nothing answers 500. The API here points at a port
 * where nothing listens, which is what an outage looks like to the driver; the shared server is
 * never touched. Figures are printed.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { APPLICATION_FIELDS } from '@pitchfit/contracts/application';
import { DATABASE_RETRY_AFTER_SECONDS } from '@pitchfit/contracts/constants';
import { AUTH_MESSAGES, UNAVAILABLE_MESSAGES } from '@pitchfit/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/domain/auth/access-tokens';
import { createApiLogger } from '../../src/operations/log-serializers';
import { buildServer } from '../../src/server';
import { appRouter } from '../../src/trpc/routers/_app';
import { startTestApp, type TestApp } from '../helpers/test-app';

const AUTH_SECRET = 'database-outage-test-secret-0123456789';
const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/pitchfit';
/**
 * Each sweep sends every route (or procedure), signed out and in, one after another: 51-60 s on a
 * loaded two-core CI machine (2026-12-07), against the project's 60 s test limit. What they check
 * is the answers, not the time.
 */
const SWEEP_TIMEOUT_MS = 180_000;

let t: TestApp;
let bearer: string;
beforeAll(async () => {
  t = await startTestApp({ worker: false, env: { DATABASE_URL: UNREACHABLE, AUTH_SECRET } });
  const token = await createAccessTokens(AUTH_SECRET).issue({
    investorId: '00000000-0000-4000-8000-000000000000',
    sessionId: '00000000-0000-4000-8000-000000000001',
  });
  bearer = `Bearer ${token}`;
});
afterAll(() => t?.close());

const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'username' ? 'some_vc' : '0b6f1c52-7d1e-4c55-9b40-5b2f3c1d2e4f',
  );

function check(response: LightMyRequestResponse, where: string, problems: string[]) {
  if (response.statusCode >= 500 && response.statusCode !== 503)
    problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 120)}`);
  // /readyz reports the outage itself; sign-in without a configured provider is a 503 of its own.
  const ownAnswer = where.includes('/readyz') || response.body.includes(AUTH_MESSAGES.providerNotConfigured);
  if (response.statusCode === 503 && response.headers['retry-after'] === undefined && !ownAnswer)
    problems.push(`${where}: 503 without Retry-After`);
}

describe('PostgreSQL unreachable', () => {
  it(
    'REST: the routes that need it answer 503 with Retry-After; none answers 500',
    async () => {
      const problems: string[] = [];
      const unavailable = new Set<string>();
      for (const route of t.app.servedRoutes) {
        if (route.method === 'HEAD' || route.url.includes('*')) continue;
        for (const authorization of [undefined, bearer]) {
          const where = `${route.method} ${route.url}${authorization ? ' (signed in)' : ''}`;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: fill(route.url),
            headers: authorization ? { authorization } : {},
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          check(response, where, problems);
          if (response.statusCode === 503) unavailable.add(`${route.method} ${route.url}`);
        }
      }
      console.log(`[database-outage] REST: ${unavailable.size} routes answered 503 with Retry-After`);
      expect(problems).toEqual([]);
      // Those that read PostgreSQL before anything else can refuse them.
      expect([...unavailable]).toEqual(
        expect.arrayContaining(['GET /api/vc/me/', 'GET /api/vc/profile/:username/', 'GET /api/decks/top/']),
      );
      const profile = await t.app.inject({ method: 'GET', url: '/api/vc/profile/some_vc/' });
      expect(profile.statusCode).toBe(503);
      expect(Number(profile.headers['retry-after'])).toBe(DATABASE_RETRY_AFTER_SECONDS);
      expect(profile.json()).toEqual({
        error: UNAVAILABLE_MESSAGES.database,
        detail: UNAVAILABLE_MESSAGES.database,
      });
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'tRPC: SERVICE_UNAVAILABLE with Retry-After; none answers 500',
    async () => {
      const problems: string[] = [];
      let unavailable = 0;
      const procedures = Object.entries(
        appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
      );
      for (const [path, procedure] of procedures) {
        if (procedure._def.type === 'subscription') continue;
        const headers = { authorization: bearer };
        const response =
          procedure._def.type === 'query'
            ? await t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers })
            : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: {} });
        check(response, path, problems);
        if (response.statusCode === 503) {
          unavailable += 1;
          expect(response.json().error.data.code).toBe('SERVICE_UNAVAILABLE');
        }
      }
      console.log(
        `[database-outage] tRPC: ${unavailable} procedures answered SERVICE_UNAVAILABLE with Retry-After`,
      );
      expect(problems).toEqual([]);
      expect(unavailable).toBeGreaterThan(3);
    },
    SWEEP_TIMEOUT_MS,
  );

  it('logs neither a tried access code, nor its hash, nor an application text', async () => {
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        raw.push(String(chunk));
        done();
      },
    });
    const server = await buildServer(t.deps, { logger: createApiLogger('info', sink) });
    await server.ready();
    const code = 'outage-secret-code-5b1e';
    const codeHash = createHash('sha256').update(code).digest('hex');
    const story = 'outage_marker_application_story_93c1';
    const application = Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, `${story} ${field}`]));
    try {
      const calls = [
        { url: '/api/auth/check-access-verification/', payload: { access_code: code } },
        { url: '/trpc/auth.checkAccessCode', payload: { access_code: code } },
        { url: '/api/trymbinator/grade/', payload: application },
        { url: '/trpc/simulator.grade', payload: application },
      ];
      for (const call of calls) {
        const response = await server.inject({
          method: 'POST',
          url: call.url,
          payload: call.payload,
          headers: { 'x-forwarded-for': `198.51.100.${calls.indexOf(call) + 1}` },
        });
        expect(response.statusCode, call.url).toBe(503);
      }
    } finally {
      await server.close();
    }
    const logged = raw.join('');
    expect(logged).toContain('"level":50');
    expect(logged).toContain('Failed query: select');
    expect(logged).not.toContain(codeHash);
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(story);
  });
});
