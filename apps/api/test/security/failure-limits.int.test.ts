/**
 * Failure limits under concurrency: 100 wrong guesses sent at once from one address must get exactly
 * the policy's max compared against the secret; every other one answers 429 with Retry-After. (A
 * check-then-record limiter let 47 of 60 parallel operator passwords and 30 of 40 access codes
 * through to the comparison.) Figures are printed.
 */
import { RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { basicAuth, TEST_OPERATOR_PASSWORD } from '../operations/operator-auth';

const PARALLEL = 100;
const ACCESS_CODE = 'failure-limit-code-5d2e';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    worker: false,
    env: { OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD, ACCESS_CODES: ACCESS_CODE },
  });
});
afterAll(() => t?.close());

function tally(responses: LightMyRequestResponse[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const response of responses)
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  return counts;
}

/** PARALLEL requests sent at once, the i-th by `send(i)`. */
function sendAtOnce(send: (i: number) => Promise<LightMyRequestResponse>) {
  return Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(i)));
}

/** The operator's metrics page, asked for from `address` with `password`. */
function metrics(address: string, password: string) {
  return t.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: address,
    headers: basicAuth(password),
  });
}

function expectRetryAfterOnEvery429(responses: LightMyRequestResponse[], windowSeconds: number) {
  for (const response of responses.filter((r) => r.statusCode === 429)) {
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }
}

describe(`${PARALLEL} parallel wrong guesses from one address`, () => {
  it('operator password: exactly operatorAuthFailure.max are compared, the rest answer 429', async () => {
    const { max, windowSeconds } = RATE_LIMIT_POLICIES.operatorAuthFailure;
    const address = '192.0.2.91';
    const responses = await sendAtOnce((i) => metrics(address, `wrong-${i}`));
    const counts = tally(responses);
    console.log(
      `[failure-limits] operator password: ${PARALLEL} parallel wrong guesses, ${counts.get(401) ?? 0} compared (401), ${counts.get(429) ?? 0} refused (429); limit ${max}`,
    );
    expect(counts.get(401)).toBe(max);
    expect(counts.get(429)).toBe(PARALLEL - max);
    expectRetryAfterOnEvery429(responses, windowSeconds);

    // Locked out: even the right password waits for the window.
    expect((await metrics(address, TEST_OPERATOR_PASSWORD)).statusCode).toBe(429);
    // Another address is not affected, and right passwords do not use up its failures.
    for (let i = 0; i < max + 2; i++)
      expect((await metrics('192.0.2.92', TEST_OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it('access code: exactly accessCodeFailure.max are compared, the rest answer 429 with Retry-After', async () => {
    const { max, windowSeconds } = RATE_LIMIT_POLICIES.accessCodeFailure;
    const address = '192.0.2.93';
    const responses = await sendAtOnce((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/check-access-verification/',
        remoteAddress: address,
        payload: { access_code: `guess-${i}` },
      }),
    );
    const compared = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 429);
    console.log(
      `[failure-limits] access code: ${PARALLEL} parallel wrong guesses, ${compared.length} compared, ${refused.length} refused (429; the request limit is ${RATE_LIMIT_POLICIES.accessCodeCheck.max}); limit ${max}`,
    );
    expect(compared).toHaveLength(max);
    for (const response of compared) expect(response.json()).toEqual({ valid: false });
    expect(refused).toHaveLength(PARALLEL - max);
    expectRetryAfterOnEvery429(responses, windowSeconds);
    const lockout = refused.filter((r) => r.json().error === AUTH_MESSAGES.tooManyAccessCodeAttempts(15));
    expect(lockout.length).toBeGreaterThan(0);
  });

  it('access code over tRPC: the lockout answers TOO_MANY_REQUESTS with Retry-After', async () => {
    const { max } = RATE_LIMIT_POLICIES.accessCodeFailure;
    const address = '192.0.2.94';
    const guess = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/auth.checkAccessCode',
        remoteAddress: address,
        payload: { access_code: code },
      });
    const responses = await Promise.all(Array.from({ length: max + 5 }, (_, i) => guess(`trpc-guess-${i}`)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(max);
    const blocked = await guess(ACCESS_CODE);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.data.reason).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
