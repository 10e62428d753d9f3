/**
 * A client's mistake is logged at info, with no stack and none of the client's text; it is not a
 * server error. (A NUL byte in a username was logged as an error with the username in the SQL.)
 */
import { connect } from 'node:net';
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

  it('logs a client that drops a JSON request partway at info, not as a PostgreSQL outage', async () => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const before = lines.length;
    const body = JSON.stringify({ companyName: 'x'.repeat(2_000) });
    await new Promise<void>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => {
        socket.write(
          `POST /api/trymbinator/grade/ HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 500)}`,
        );
        setTimeout(() => socket.destroy(), 200);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const deadline = Date.now() + 5_000;
    while (!lines.slice(before).some((line) => line.msg === 'request refused') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain('PostgreSQL');
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'request refused', code: 'client_aborted' }),
    );
  });
});
