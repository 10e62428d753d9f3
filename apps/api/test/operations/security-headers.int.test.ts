import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { startAppServing } from '../helpers/web-dist';
import { basicAuth, TEST_OPERATOR_PASSWORD } from './operator-auth';

const PUBLIC_URL = 'https://pitchfit.example';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error(`no single CSP header: ${String(header)}`);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The API serves whatever index.html and assets it is given.
    t = await startAppServing(
      {
        'index.html': '<!doctype html><script type="module" src="/assets/app.js"></script>',
        'assets/app.js': 'export {};',
      },
      { PUBLIC_URL, OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD },
    );
  });
  afterAll(() => t.close());

  it('serves the web app under a strict policy: same origin only, nothing inline', async () => {
    for (const url of ['/', '/dashboard', '/assets/app.js', '/api/trymbinator/grade/']) {
      const res = await t.app.inject({
        method: url.startsWith('/api') ? 'POST' : 'GET',
        url,
        payload: url.startsWith('/api') ? {} : undefined,
      });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('style-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests'), url).toBe(true);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('gives the Swagger UI and the queue dashboard their own style needs, and no script relaxation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: basicAuth(TEST_OPERATOR_PASSWORD),
    });
    for (const res of [docs, dashboard]) {
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('style-src')).toContain("'unsafe-inline'");
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    }
    expect(directives(docs.headers['content-security-policy']).get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(directives(dashboard.headers['content-security-policy']).get('font-src')).toContain(
      'https://fonts.gstatic.com',
    );
  });

  it('answers CORS for PUBLIC_URL only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/trymbinator/grade/',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(PUBLIC_URL);
    expect(allowed.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');

    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});
