/**
 * A client's mistake is logged at info, with no stack and none of the client's text; it is not a
 * server error. (A NUL byte in a username was logged as an error with the username in the SQL.)
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { startTestApp, type TestApp } from '../helpers/test-app';

const MARKER = 'zq_marker_7f3a';

let t: TestApp;
let server: Awaited<ReturnType<typeof buildServer>>;
const lines: Array<{ level: number; msg?: string } & Record<string, unknown>> = [];
const raw: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ worker: false });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      const text = String(chunk);
      raw.push(text);
      lines.push(JSON.parse(text));
      done();
    },
  });
  server = await buildServer(t.deps, { logger: pino({ level: 'info' }, sink) });
  await server.ready();
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe('logging of client errors', () => {
  it('logs a NUL byte in a username, a malformed upload and TRACE on /trpc at info, without the text', async () => {
    const requests = [
      { method: 'GET' as const, url: `/api/vc/profile/${MARKER}%00x/` },
      {
        method: 'POST' as const,
        url: `/api/pitch/${MARKER}/submit/`,
        headers: { 'content-type': 'multipart/form-data' },
        payload: MARKER,
      },
      { method: 'TRACE' as const, url: '/trpc/decks.top' },
    ];
    for (const request of requests) {
      const response = await server.inject(request);
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, request.url).toBeLessThan(500);
    }
    const refused = lines.filter((line) => line.msg === 'request refused');
    expect(refused.length).toBeGreaterThanOrEqual(requests.length);
    expect(refused.every((line) => line.level === 30)).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const logged = raw.join('');
    expect(logged).not.toContain(`${MARKER}\\u0000`);
    expect(logged).not.toContain('    at ');
    console.log(`[client-error-logging] ${refused.length} refusals logged at info, none at error`);
  });
});
