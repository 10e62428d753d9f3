/**
 * Every protected REST route and tRPC procedure answers 401 without a token and with a bad one.
 * Routes are found, not listed: REST routes by the bearer security requirement that
 * `config: { auth: 'investor' }` puts in the OpenAPI document, tRPC procedures by the meta that
 * `protectedProcedure` sets. A route added later is covered by adding it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/domain/auth/access-tokens';
import { appRouter } from '../../src/trpc/routers/_app';
import { startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ worker: false });
});
afterAll(() => testApp?.close());

interface OpenApiOperation {
  security?: Array<Record<string, string[]>>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

function protectedRestRoutes(): Array<{ method: string; url: string }> {
  const document = testApp.app.swagger() as unknown as OpenApiDocument;
  const routes: Array<{ method: string; url: string }> = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.security?.length) continue;
      // Path parameters get a value that passes their schema, so only authentication can refuse.
      routes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'placeholder_value') });
    }
  }
  return routes;
}

/** At run time `_def.procedures` is flat, keyed by dotted path; its declared type is the nested router. */
type FlatProcedures = Record<string, { _def: { type: string; meta?: { auth?: string } } }>;

function protectedProcedures(): Array<{ path: string; type: string }> {
  const procedures = appRouter._def.procedures as unknown as FlatProcedures;
  return Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.meta?.auth === 'investor')
    .map(([path, procedure]) => ({ path, type: procedure._def.type }));
}

const badTokens = async () => ({
  'no token': undefined,
  'not a JWT': 'Bearer not-a-token',
  'wrong scheme': 'Basic dXNlcjpwYXNz',
  'signed with another key': `Bearer ${await createAccessTokens(
    'some-other-secret-0123456789abcdefghijkl',
  ).issue({
    investorId: '00000000-0000-4000-8000-000000000000',
    sessionId: '00000000-0000-4000-8000-000000000001',
  })}`,
});

describe('every protected route refuses anonymous and forged callers', () => {
  it('finds the protected routes and procedures (including the known ones)', () => {
    expect(protectedRestRoutes()).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/vc/me/' },
        { method: 'PUT', url: '/api/auth/set-username/' },
      ]),
    );
    expect(protectedProcedures().map((p) => p.path)).toEqual(
      expect.arrayContaining(['investor.me', 'auth.setUsername']),
    );
  });

  it('REST: 401 without a token and with a bad one', async () => {
    for (const route of protectedRestRoutes()) {
      for (const [label, authorization] of Object.entries(await badTokens())) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: authorization ? { authorization } : {},
          payload: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
        });
        expect(response.statusCode, `${route.method} ${route.url} (${label})`).toBe(401);
        expect(response.json(), `${route.method} ${route.url} (${label})`).toHaveProperty('error');
      }
    }
  });

  it('tRPC: UNAUTHORIZED without a token and with a bad one', async () => {
    for (const procedure of protectedProcedures()) {
      for (const [label, authorization] of Object.entries(await badTokens())) {
        const headers = authorization ? { authorization } : {};
        if (procedure.type === 'subscription') {
          // A stream opens (200, text/event-stream) before its procedure runs, so the refusal is an
          // error event; the token may also come in connectionParams (EventSource sends no headers).
          const token = authorization?.replace(/^Bearer /, '');
          const query = token
            ? `?connectionParams=${encodeURIComponent(JSON.stringify({ accessToken: token }))}`
            : '';
          for (const request of [{ headers }, { headers: {}, query }]) {
            const response = await testApp.app.inject({
              method: 'GET',
              url: `/trpc/${procedure.path}${request.query ?? ''}`,
              headers: { ...request.headers, accept: 'text/event-stream' },
            });
            expect(response.body, `${procedure.path} (${label})`).toContain('event: serialized-error');
            expect(response.body, `${procedure.path} (${label})`).toContain('"code":"UNAUTHORIZED"');
            expect(response.body, `${procedure.path} (${label})`).not.toContain('ready');
          }
          continue;
        }
        const response =
          procedure.type === 'query'
            ? await testApp.app.inject({ method: 'GET', url: `/trpc/${procedure.path}`, headers })
            : await testApp.app.inject({
                method: 'POST',
                url: `/trpc/${procedure.path}`,
                headers,
                payload: {},
              });
        expect(response.statusCode, `${procedure.path} (${label})`).toBe(401);
        expect(response.json().error.data.code, `${procedure.path} (${label})`).toBe('UNAUTHORIZED');
      }
    }
  });
});
