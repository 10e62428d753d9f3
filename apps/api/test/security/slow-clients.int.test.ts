/**
 * Slow clients are cut: a body trickling a byte at a time, and headers trickling the same way
 * (slowloris), lose their connection at the configured deadline instead of holding it for as long as
 * they like (a body at 1 byte per 5 s stayed open 331 s when the API had no request timeout). The
 * deadlines are shortened here (2 s and 1 s); the trickles would take minutes, so the bound, 10 s,
 * is far from both. Figures are printed.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

const REQUEST_TIMEOUT_MS = 2_000;
const HEADERS_TIMEOUT_MS = 1_000;
const CUT_BOUND_MS = 10_000;
const TRICKLE_EVERY_MS = 200;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({
    worker: false,
    env: {
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  port = address.port;
});
afterAll(() => t?.close());

/** Sends `head` at once, then `trickle` one byte every TRICKLE_EVERY_MS; resolves when the server ends it. */
function trickle(head: string, trickle: string): Promise<{ ms: number; answer: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    let sent = 0;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      const timer = setInterval(() => {
        if (sent >= trickle.length || socket.destroyed) return clearInterval(timer);
        socket.write(trickle.slice(sent, sent + 1));
        sent += 1;
      }, TRICKLE_EVERY_MS);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ ms: performance.now() - started, answer, bytesSent: sent });
      });
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', (error) => {
      // A reset is the server cutting us off, which is what is asked for.
      if ('code' in error && error.code === 'ECONNRESET') return;
      reject(error);
    });
  });
}

describe('slow clients', () => {
  it('a body trickling a byte at a time is cut at the request deadline', async () => {
    const body = '{"access_code":"'.padEnd(1_000, 'x');
    const head = `POST /api/auth/check-access-verification/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 2}\r\n\r\n`;
    const { ms, answer, bytesSent } = await trickle(head, body);
    console.log(
      `[slow-clients] body trickle: cut after ${Math.round(ms)} ms (request deadline ${REQUEST_TIMEOUT_MS} ms), ${bytesSent} of ${body.length} body bytes sent; answer: ${answer.split('\r\n')[0] || '(none)'}`,
    );
    expect(ms).toBeLessThan(CUT_BOUND_MS);
    expect(bytesSent).toBeLessThan(body.length);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('headers trickling a byte at a time are cut at the headers deadline', async () => {
    const headers = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n${'X-Slow: '.padEnd(2_000, 'y')}\r\n\r\n`;
    const { ms, answer, bytesSent } = await trickle('', headers);
    console.log(
      `[slow-clients] header trickle: cut after ${Math.round(ms)} ms (headers deadline ${HEADERS_TIMEOUT_MS} ms), ${bytesSent} of ${headers.length} bytes sent; answer: ${answer.split('\r\n')[0] || '(none)'}`,
    );
    expect(ms).toBeLessThan(CUT_BOUND_MS);
    expect(bytesSent).toBeLessThan(headers.length);
  }, 30_000);

  it('a prompt request is answered as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
