/**
 * A JSON body over the limit was refused 413 with the connection closed before the body was read:
 * Node's fetch (and a browser on a slow link) saw a network error instead of the answer. The API
 * reads and discards a bounded excess before answering, then closes.
 */
import { JSON_BODY_LIMIT_BYTES } from '@pitchfit/contracts/constants';
import { CLIENT_ERROR_MESSAGES } from '@pitchfit/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp({ worker: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t?.close());

describe('a JSON body over the limit', () => {
  for (const [label, bytes] of [
    ['just over the limit', JSON_BODY_LIMIT_BYTES + 1024],
    ['5 MB', 5 * 1024 * 1024],
  ] as const) {
    it(`reaches Node's fetch as a readable 413 (${label})`, async () => {
      const json = Buffer.from(JSON.stringify({ companyName: 'x'.repeat(bytes) }));
      for (const path of ['/api/trymbinator/grade/', '/trpc/simulator.grade']) {
        // Sent as a slow link would, 64 KB at a time: the answer comes while the body is still arriving.
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (sent >= json.length) return controller.close();
            await new Promise((resolve) => setTimeout(resolve, 5));
            controller.enqueue(json.subarray(sent, sent + 64 * 1024));
            sent += 64 * 1024;
          },
        });
        const response = await fetch(`${origin}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(json.length),
            'x-forwarded-for': `203.0.113.${bytes % 200}`,
          },
          body,
          duplex: 'half',
        } as RequestInit);
        expect(response.status, path).toBe(413);
        expect(((await response.json()) as { error: string }).error, path).toBe(
          CLIENT_ERROR_MESSAGES.bodyTooLarge,
        );
      }
    });
  }
});
