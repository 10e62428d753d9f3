import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '../support/test';

/** Issue 12's budget for the landing page's JavaScript as sent, entry and preloaded modules together. */
const LANDING_JS_BUDGET_BYTES = 150 * 1024;

interface RawAnswer {
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

function rawGet(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

test('the landing JS of the real build is sent brotli-compressed, within 150 KB', async ({ baseURL }) => {
  const landing = await rawGet(`${baseURL}/`, 'identity');
  const html = landing.body.toString('utf8');
  // The entry script and the modules it preloads: what the browser fetches before the page runs.
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  let sent = 0;
  for (const path of scripts) {
    const res = await rawGet(`${baseURL}${path}`, 'gzip, deflate, br');
    expect(res.headers['content-encoding'], path).toBe('br');
    expect(String(res.headers.vary), path).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).length, path).toBeGreaterThan(res.body.length);
    sent += res.body.length;
  }
  expect(sent).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
});
