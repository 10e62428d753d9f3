/**
 * A client's mistake is never a server error. Every REST route (from the server's own route table)
 * and every tRPC procedure (from the router) is called anonymously, as a signed-in investor with and
 * without a username, and as the operator, with NUL bytes, wrong types, huge and empty values in
 * every path parameter and body field, malformed JSON and multipart bodies, and odd methods. No
 * answer may be a 5xx; every REST refusal is `{error, detail}` without a stack. Figures are printed.
 */
import { randomBytes } from 'node:crypto';
import { THESIS_MAX_CHARS } from '@pitchfit/contracts/constants';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QUEUE_DASHBOARD_PATH } from '../../src/operations/queue-dashboard';
import { appRouter } from '../../src/trpc/routers/_app';
import { createTestInvestor } from '../helpers/investors';
import { type OidcTestServer, startOidcTestServer } from '../helpers/oidc-test-server';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { basicAuth, TEST_OPERATOR_PASSWORD } from '../operations/operator-auth';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'TRACE';
const ODD_METHODS: Method[] = ['TRACE', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'POST', 'GET'];

/** Values that are wrong for some field in some way: NUL bytes, wrong types, huge and empty. */
const BAD_VALUES: Record<string, unknown> = {
  nul: 'a\u0000b',
  'only nul': '\u0000',
  empty: '',
  huge: 'x'.repeat(20_000),
  'lone surrogate': 'a\ud800b',
  'control characters': '\u0001\u001b[31m\u007f',
  'huge number': 1e308,
  negative: -1,
  fraction: 0.5,
  boolean: true,
  null: null,
  array: ['\u0000'],
  object: { nested: '\u0000' },
  // Text shapes that froze the deck analysis (issue 27, B1), in every field the thesis reading and
  // the simulator's grading read, and a thesis at and far over its limit (B4).
  'run without spaces': 'a'.repeat(20_000),
  'line of names': Array.from({ length: 1_600 }, (_, i) => `Word${i % 500} Acme${i % 7}`).join(' '),
  'e-mail-like tokens': Array.from({ length: 1_500 }, (_, i) => `x${i}@host${i}.com`).join(' '),
  'deep punctuation': `${'(['.repeat(5_000)}${'])'.repeat(5_000)}`,
  'words at the thesis limit': wordsOf(THESIS_MAX_CHARS),
  'words far over the thesis limit': wordsOf(20_000),
};

/** Ordinary words, `length` characters of them. */
function wordsOf(length: number): string {
  const words = ['seed', 'fintech', 'software', 'for', 'small', 'businesses', 'in', 'Europe'];
  return Array.from({ length }, (_, i) => words[i % words.length])
    .join(' ')
    .slice(0, length);
}

const BAD_PATH_VALUES: Record<string, string> = {
  nul: '%00',
  'nul inside': 'a%00b',
  'uuid with nul': '00000000-0000-4000-8000-00000000000%00',
  'bad percent': '%ff%fe',
  'bad escape': '%zz',
  'over the length limit': 'x'.repeat(5_000),
  traversal: '..%2F..%2Fetc%2Fpasswd',
  'right-to-left override': '%E2%80%AE',
  space: '%20',
};

interface BadBody {
  contentType: string;
  payload: string | Buffer;
}

function badBodies(): Record<string, BadBody> {
  const boundary = `fuzz${randomBytes(4).toString('hex')}`;
  const part = (name: string, filename: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    'malformed JSON': { contentType: 'application/json', payload: '{"a":' },
    'JSON NUL': { contentType: 'application/json', payload: '"\\u0000"' },
    'JSON null': { contentType: 'application/json', payload: 'null' },
    'JSON array': { contentType: 'application/json', payload: '[1,2]' },
    'raw NUL': { contentType: 'application/json', payload: Buffer.from([0, 0, 0]) },
    'multipart without boundary': { contentType: 'multipart/form-data', payload: 'whatever' },
    'multipart cut short': {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `${part('pdf_file', 'deck.pdf')}%PDF-1.4\n`,
    },
    'multipart NUL file name': {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `${part('pdf_file', 'a\u0000.pdf')}%PDF-1.4\n\r\n--${boundary}--\r\n`,
    },
    'multipart NUL field name': {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `${part('\u0000', 'deck.pdf')}%PDF-1.4\n\r\n--${boundary}--\r\n`,
    },
    'multipart empty': { contentType: `multipart/form-data; boundary=${boundary}`, payload: '' },
    'text/plain': { contentType: 'text/plain', payload: 'hello\u0000' },
    'urlencoded NUL': { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00' },
    'unknown type': { contentType: 'application/x-\u0001', payload: 'x' },
    // Over the 256 KiB JSON limit: a readable 413 (issue 27).
    'oversized JSON': { contentType: 'application/json', payload: `{"thesis":"${'x'.repeat(300 * 1024)}"}` },
  };
}

let t: TestApp;
let provider: OidcTestServer;
let caller = 0;
/** A fresh address per request, so per-address limits do not stop the fuzzer before the code it aims at. */
const nextAddress = () => {
  caller += 1;
  return `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`;
};

interface Identity {
  label: string;
  /** Headers for one route's calls: a fresh session per route, so a logout among them ends only its own. */
  headers: () => Promise<Record<string, string>>;
  /** A value for a `username` path parameter that reaches the code behind the route. */
  username: string;
}

const identities: Identity[] = [];

beforeAll(async () => {
  // With the worker: a valid grading request gets its answer instead of waiting out the grade timeout.
  provider = await startOidcTestServer();
  t = await startTestApp({
    env: {
      OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD,
      // Sign-in configured, so its routes answer for the input rather than "not configured" (503).
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: 'test-secret',
    },
  });
  const named = `vc_${randomBytes(5).toString('hex')}`;
  const freshInvestor = async (username?: string) =>
    (await createTestInvestor(t.deps, username === undefined ? {} : { username })).headers;
  await createTestInvestor(t.deps, { username: named });
  identities.push(
    { label: 'anonymous', headers: async () => ({}), username: named },
    { label: 'investor', headers: () => freshInvestor(), username: named },
    { label: 'operator', headers: async () => basicAuth(TEST_OPERATOR_PASSWORD), username: named },
  );
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

interface Call {
  label: string;
  method: Method;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

interface Tally {
  calls: number;
  slowestMs: number;
  /** What the slowest call was. */
  slowestCall: string;
  byStatus: Map<number, number>;
  problems: string[];
}

const newTally = (): Tally => ({
  calls: 0,
  slowestMs: 0,
  slowestCall: '',
  byStatus: new Map(),
  problems: [],
});

function judge(tally: Tally, call: Call, response: LightMyRequestResponse, rest: boolean) {
  tally.calls += 1;
  tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
  const where = `${call.method} ${call.url.slice(0, 120)} [${call.label}]`;
  if (response.statusCode >= 500) {
    tally.problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return;
  }
  if (response.body.includes('    at ')) tally.problems.push(`${where}: a stack in the body`);
  if (response.statusCode === 429 && !(Number(response.headers['retry-after']) > 0))
    tally.problems.push(`${where}: 429 without Retry-After`);
  // bull-board's own API (operator only) answers refusals in its own shape, which its page reads.
  const bullBoardApi = call.url.startsWith(`${QUEUE_DASHBOARD_PATH}/api/`);
  if (!rest || response.statusCode < 400 || call.method === 'HEAD' || bullBoardApi) return;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    tally.problems.push(`${where}: ${response.statusCode} not JSON: ${response.body.slice(0, 100)}`);
    return;
  }
  const shape = z.looseObject({ error: z.string(), detail: z.string() }).safeParse(body);
  if (!shape.success)
    tally.problems.push(
      `${where}: ${response.statusCode} not {error, detail}: ${response.body.slice(0, 150)}`,
    );
}

async function send(
  tally: Tally,
  call: Call,
  identity: { label: string; headers: Record<string, string> },
  rest: boolean,
) {
  const started = performance.now();
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: nextAddress(),
    headers: { ...identity.headers, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
  judge(tally, { ...call, label: `${identity.label}, ${call.label}` }, response, rest);
  const ms = performance.now() - started;
  if (ms > tally.slowestMs) {
    tally.slowestMs = ms;
    tally.slowestCall = `${call.method} ${call.url.slice(0, 80)} [${identity.label}, ${call.label}] ${response.statusCode}`;
  }
}

function report(name: string, tally: Tally) {
  const statuses = [...tally.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `[route-fuzz] ${name}: ${tally.calls} calls; ${statuses}; slowest ${Math.round(tally.slowestMs)} ms (${tally.slowestCall}); ${tally.problems.length} problems`,
  );
}

/** The names of an object schema's properties, from a JSON schema. */
function fieldsOf(schema: unknown): string[] {
  const parsed = z.object({ properties: z.record(z.string(), z.unknown()) }).safeParse(schema);
  return parsed.success ? Object.keys(parsed.data.properties) : [];
}

/** Bodies that set each field, and then all fields, to each bad value. */
function badJsonBodies(fields: string[]): Array<{ label: string; payload: object }> {
  const bodies: Array<{ label: string; payload: object }> = [{ label: 'empty object', payload: {} }];
  for (const [kind, value] of Object.entries(BAD_VALUES)) {
    if (fields.length > 0)
      bodies.push({
        label: `every field ${kind}`,
        payload: Object.fromEntries(fields.map((f) => [f, value])),
      });
    for (const field of fields) {
      const others = Object.fromEntries(fields.map((f) => [f, 'fuzz_value']));
      bodies.push({ label: `${field} ${kind}`, payload: { ...others, [field]: value } });
    }
  }
  return bodies;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

function restBodyFields(method: string, url: string): string[] {
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const openApiPath = url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[openApiPath]?.[method.toLowerCase()];
  const json = operation?.requestBody?.content?.['application/json']?.schema;
  return fieldsOf(json);
}

describe('the route fuzzer', () => {
  it('walks every REST route with bad paths, bodies and methods: no 5xx, every refusal {error, detail}', async () => {
    const routes = t.app.servedRoutes.filter((route) => !route.url.startsWith('/trpc'));
    // The known ones must be among what was found.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/pitch/:username/submit/',
        'PUT /api/auth/set-username/',
        'GET /metrics',
        'GET /healthz',
      ]),
    );
    const tally = newTally();
    for (const identity of identities) {
      for (const route of routes) {
        const method = route.method as Method;
        const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
        const fill = (overrides: Record<string, string> = {}) =>
          route.url.replace(/:(\w+)/g, (_, name: string) =>
            name in overrides
              ? (overrides[name] ?? '')
              : name === 'username'
                ? identity.username
                : randomUuid(),
          );
        const calls: Call[] = [];
        for (const param of params)
          for (const [kind, value] of Object.entries(BAD_PATH_VALUES))
            calls.push({ label: `${param} ${kind}`, method, url: fill({ [param]: value }) });
        calls.push({
          label: 'bad query',
          method,
          url: `${fill()}?page=%00&page_size=-1&filter=%00&x[]=1&x=a`,
        });
        calls.push({ label: 'NUL query', method, url: `${fill()}?%00=%00` });
        for (const odd of ODD_METHODS)
          if (odd !== method) calls.push({ label: `method ${odd}`, method: odd, url: fill() });
        if (method !== 'GET' && method !== 'HEAD') {
          for (const body of badJsonBodies(restBodyFields(method, route.url)))
            calls.push({ label: body.label, method, url: fill(), payload: body.payload });
          for (const [label, body] of Object.entries(badBodies()))
            calls.push({
              label,
              method,
              url: fill(),
              headers: { 'content-type': body.contentType },
              payload: body.payload,
            });
        }
        const as = { label: identity.label, headers: await identity.headers() };
        for (const call of calls) await send(tally, call, as, true);
      }
    }
    report('REST', tally);
    expect(tally.problems).toEqual([]);
  }, 300_000);

  it('walks every tRPC procedure with bad inputs, bodies and methods: no 5xx', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs?: unknown[] } }>,
    ).filter(([, procedure]) => procedure._def.type !== 'subscription');
    expect(procedures.length).toBeGreaterThan(10);
    const tally = newTally();
    for (const identity of identities) {
      for (const [path, procedure] of procedures) {
        const input = procedure._def.inputs?.[0];
        let fields: string[] = [];
        if (input instanceof z.ZodType) {
          try {
            fields = fieldsOf(z.toJSONSchema(input, { unrepresentable: 'any', io: 'input' }));
          } catch {
            fields = [];
          }
        }
        const url = `/trpc/${path}`;
        const calls: Call[] = [];
        const inputs = [
          ...badJsonBodies(fields),
          ...Object.entries(BAD_VALUES).map(([label, payload]) => ({ label: `input ${label}`, payload })),
        ];
        for (const { label, payload } of inputs) {
          if (procedure._def.type === 'query') {
            calls.push({
              label,
              method: 'GET',
              url: `${url}?input=${encodeURIComponent(JSON.stringify(payload))}`,
            });
          } else {
            calls.push({
              label,
              method: 'POST',
              url,
              payload: payload === null ? 'null' : (payload as object),
            });
          }
        }
        calls.push({
          label: 'batch of bad inputs',
          method: 'GET',
          url: `${url}?batch=1&input=%7B%220%22%3A%00%7D`,
        });
        calls.push({ label: 'input not JSON', method: 'GET', url: `${url}?input=%7B%00` });
        for (const odd of ODD_METHODS) calls.push({ label: `method ${odd}`, method: odd, url });
        for (const [label, body] of Object.entries(badBodies()))
          calls.push({
            label,
            method: 'POST',
            url,
            headers: { 'content-type': body.contentType },
            payload: body.payload,
          });
        const as = { label: identity.label, headers: await identity.headers() };
        for (const call of calls) await send(tally, call, as, false);
      }
    }
    for (const [kind, value] of Object.entries(BAD_PATH_VALUES))
      await send(
        tally,
        { label: `procedure name ${kind}`, method: 'GET', url: `/trpc/${value}` },
        { label: 'anonymous', headers: {} },
        false,
      );
    report('tRPC', tally);
    expect(tally.problems).toEqual([]);
  }, 300_000);
});

/** A well-formed id that names nothing, so `{id}` routes reach their lookup. */
function randomUuid(): string {
  return '0b6f1c52-7d1e-4c55-9b40-5b2f3c1d2e4f';
}
