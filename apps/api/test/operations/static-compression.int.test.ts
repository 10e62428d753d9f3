import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { startAppServing } from '../helpers/web-dist';

/** About 300 KB of script, compressible as a real bundle is. */
const LANDING_JS = Array.from(
  { length: 4_000 },
  (_, i) => `export function component${i}(props) { return render("deck-card", props, ${i}); }\n`,
).join('');

describe('static files of the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // With the .br and .gz copies the build writes beside each file.
    t = await startAppServing({
      'index.html': '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>',
      'assets/index-abc123.js': LANDING_JS,
      'assets/index-abc123.js.br': brotliCompressSync(LANDING_JS),
      'assets/index-abc123.js.gz': gzipSync(LANDING_JS),
      'assets/plain.css': 'body{margin:0}',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the landing JS brotli-compressed to a client that accepts it, and says so', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(LANDING_JS.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LANDING_JS);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(LANDING_JS);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-abc123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      // Caches must still keep the variants apart.
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.body).toBe(LANDING_JS);
    }
  });

  it('sends a file without compressed copies as it is, and still routes the app to index.html', async () => {
    const css = await get('/assets/plain.css', 'br, gzip');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
    const page = await get('/dashboard', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/index-abc123.js');
  });
});
