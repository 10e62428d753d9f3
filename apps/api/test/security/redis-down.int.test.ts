/**
 * Redis unreachable (the API points at a port where nothing listens; the shared server is never
 * touched): what must not run without it is refused with 503 and Retry-After, not let through
 * unchecked (B8: 40 of 40 wrong access codes were compared) and not answered 500 (B9).
 */
import { REDIS_RETRY_AFTER_SECONDS } from '@pitchfit/contracts/constants';
import { UNAVAILABLE_MESSAGES } from '@pitchfit/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcTestServer, startOidcTestServer } from '../helpers/oidc-test-server';
import { startTestApp, type TestApp } from '../helpers/test-app';

const ACCESS_CODE = 'redis-down-code-4e2a';
let provider: OidcTestServer;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcTestServer();
  t = await startTestApp({
    worker: false,
    env: {
      REDIS_URL: 'redis://127.0.0.1:1',
      ACCESS_CODES: ACCESS_CODE,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: 'test-secret',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const expectRetryLater = (
  response: { statusCode: number; headers: Record<string, unknown> },
  what: string,
) => {
  expect(response.statusCode, what).toBe(503);
  expect(Number(response.headers['retry-after']), what).toBe(REDIS_RETRY_AFTER_SECONDS);
};

describe('Redis unreachable', () => {
  it('refuses access-code guesses with 503 and Retry-After instead of comparing them uncounted', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/check-access-verification/',
          headers: { 'x-forwarded-for': '198.51.100.7' },
          payload: { access_code: `wrong-${i}` },
        }),
      ),
    );
    const compared = guesses.filter((response) => response.statusCode === 200).length;
    for (const [i, response] of guesses.entries())
      if (response.statusCode !== 200) expectRetryLater(response, `guess ${i}`);
    console.log(`[redis-down] ${compared} of 40 wrong access codes compared`);
    expect(compared).toBe(0);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-access-verification/',
      payload: { access_code: ACCESS_CODE },
    });
    expectRetryLater(rest, 'the right code');
    expect(rest.json()).toEqual({ error: UNAVAILABLE_MESSAGES.redis, detail: UNAVAILABLE_MESSAGES.redis });
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.checkAccessCode',
      payload: { access_code: 'wrong' },
    });
    expectRetryLater(trpc, 'tRPC');
    expect(trpc.json().error.data.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers the Google login start 503 with Retry-After, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/login/' });
    expectRetryLater(response, 'GET /api/auth/google/login/');
    expect(response.json()).toEqual({
      error: UNAVAILABLE_MESSAGES.redis,
      detail: UNAVAILABLE_MESSAGES.redis,
    });
  });
});
