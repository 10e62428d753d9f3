/**
 * The public sign-in calls are opted into the shared per-address limiter (RATE_LIMIT_POLICIES):
 * every request counts, valid or not, the REST and tRPC forms share one count, and past the limit
 * both answer 429 with Retry-After. Bodies here are invalid on purpose: the limit is checked before
 * the body is read, so even a flood of garbage is refused by it.
 */
import { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from '@pitchfit/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: false });
});
afterAll(() => t.close());

interface LimitedCall {
  policy: RateLimitPolicyName;
  rest: { method: 'GET' | 'POST'; url: string };
  trpc: string;
}

const CALLS: LimitedCall[] = [
  {
    policy: 'accessCodeCheck',
    rest: { method: 'POST', url: '/api/auth/check-access-verification/' },
    trpc: 'auth.checkAccessCode',
  },
  {
    policy: 'googleLogin',
    rest: { method: 'GET', url: '/api/auth/google/login/' },
    trpc: 'auth.googleLoginUrl',
  },
  {
    policy: 'googleCallback',
    rest: { method: 'POST', url: '/api/auth/google/callback/' },
    trpc: 'auth.googleCallback',
  },
];

let addressCounter = 0;
/** A TEST-NET-3 address of its own per case, so counts never leak between cases. */
function newAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter + 100}`;
}

function viaRest(call: LimitedCall, remoteAddress: string) {
  return t.app.inject({
    ...call.rest,
    remoteAddress,
    ...(call.rest.method === 'POST' ? { payload: {} } : {}),
  });
}

function viaTrpc(call: LimitedCall, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: `/trpc/${call.trpc}`, remoteAddress, payload: {} });
}

const RATE_LIMITED = /^Too many requests from your address\. Please try again in \d+ minutes?\.$/;

describe.each(CALLS)('$rest.url and tRPC $trpc ($policy)', (call) => {
  const { max, windowSeconds } = RATE_LIMIT_POLICIES[call.policy];

  it(`share one count of ${max} per address, then answer 429 with Retry-After on both`, async () => {
    const address = newAddress();
    // Alternate the transports: the count is one, whichever form the requests use.
    for (let i = 0; i < max; i++) {
      const response = i % 2 === 0 ? await viaRest(call, address) : await viaTrpc(call, address);
      expect(response.statusCode, `request ${i + 1}`).not.toBe(429);
    }

    const rest = await viaRest(call, address);
    expect(rest.statusCode).toBe(429);
    expect(rest.json().error).toMatch(RATE_LIMITED);
    const retryAfter = Number(rest.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);

    const trpc = await viaTrpc(call, address);
    expect(trpc.statusCode).toBe(429);
    expect(trpc.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(trpc.json().error.message).toMatch(RATE_LIMITED);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is untouched.
    expect((await viaRest(call, newAddress())).statusCode).not.toBe(429);
  });
});
