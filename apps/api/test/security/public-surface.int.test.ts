/**
 * What the public surface gives away or lets through: usernames that name a path the product serves,
 * source maps in production, and the shape of an over-long URL's refusal.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { USERNAME_PATTERN } from '@pitchfit/contracts/constants';
import { AUTH_MESSAGES, CLIENT_ERROR_MESSAGES } from '@pitchfit/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPathSegments } from '../../src/route-table';
import { createTestInvestor } from '../helpers/investors';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { startAppServing } from '../helpers/web-dist';
import { TEST_OPERATOR_PASSWORD } from '../operations/operator-auth';

const WEB_ROUTER = fileURLToPath(new URL('../../../web/src/router.tsx', import.meta.url));

/** The first segments of the web app's pages, read from its route table (`page('/about', ...)`). */
function webPageSegments(): Set<string> {
  const source = readFileSync(WEB_ROUTER, 'utf8');
  const paths = [...source.matchAll(/page\(\s*'\/([^/'$]+)/g)].map((match) => (match[1] ?? '').toLowerCase());
  return new Set(paths.filter((path) => path.length > 0));
}

describe('reserved usernames', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false, env: { OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD } });
  });
  afterAll(() => t?.close());

  it('refuses every first path segment the API and the web app serve, and the operator user', async () => {
    const apiSegments = firstPathSegments(t.app.servedRoutes);
    expect([...apiSegments]).toEqual(expect.arrayContaining(['api', 'trpc', 'metrics', 'admin', 'healthz']));
    const webSegments = webPageSegments();
    expect([...webSegments]).toEqual(expect.arrayContaining(['dashboard', 'login', 'about']));
    const candidates = [...new Set([...apiSegments, ...webSegments, 'operator'])].filter((name) =>
      USERNAME_PATTERN.test(name),
    );
    const accepted: string[] = [];
    for (const name of candidates) {
      for (const spelling of [name, name.toUpperCase()]) {
        const investor = await createTestInvestor(t.deps);
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/auth/set-username/',
          headers: investor.headers,
          payload: { username: spelling },
        });
        if (response.statusCode !== 400 || response.json().username?.[0] !== AUTH_MESSAGES.usernameReserved)
          accepted.push(`${spelling}: ${response.statusCode}`);
      }
    }
    console.log(`[public-surface] reserved by the route tables: ${candidates.join(', ')}`);
    expect(accepted).toEqual([]);
  });

  it('answers a URL over the length limit 414 in {error, detail}', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vc/profile/${'x'.repeat(5_000)}/` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: CLIENT_ERROR_MESSAGES.urlTooLong,
      detail: CLIENT_ERROR_MESSAGES.urlTooLong,
    });
  });
});

describe('the built web app in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAppServing(
      {
        'index.html': '<!doctype html><title>Pitchfit</title>',
        'assets/index-abc123.js': 'console.log(1);\n//# sourceMappingURL=index-abc123.js.map',
        'assets/index-abc123.js.map': '{"version":3,"sourcesContent":["secret source"]}',
      },
      {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
        OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD,
        PUBLIC_URL: 'https://pitchfit.example',
      },
    );
  });
  afterAll(() => t?.close());

  it('serves the scripts but not their source maps', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret source');
    expect(map.json()).toHaveProperty('detail');
  });
});
