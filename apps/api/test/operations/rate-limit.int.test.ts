import { RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

const GRADE_PATH = '/api/trymbinator/grade/';
const { max } = RATE_LIMIT_POLICIES.applicationGrade;

describe('per-address rate limits on the grade call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
  });
  afterAll(() => t.close());

  // Empty bodies answer 400 without touching the queue: every request counts, valid or not.
  const gradeFrom = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: GRADE_PATH, payload: {}, remoteAddress });
  const trpcGradeFrom = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/trpc/simulator.grade', payload: {}, remoteAddress });

  it(`REST: answers 429 with Retry-After after ${max} requests from one address, not for another`, async () => {
    for (let i = 0; i < max; i++) expect((await gradeFrom('203.0.113.10')).statusCode).toBe(400);

    const refused = await gradeFrom('203.0.113.10');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_POLICIES.applicationGrade.windowSeconds);
    const body = refused.json();
    expect(body.error).toMatch(/^Too many requests from your address\. Please try again in \d+ minutes?\.$/);
    expect(body.detail).toBe(body.error);

    expect((await gradeFrom('203.0.113.11')).statusCode).toBe(400);
  });

  it('tRPC: the same call shares the count and answers TOO_MANY_REQUESTS with Retry-After', async () => {
    const refused = await trpcGradeFrom('203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.json().error.message).toMatch(/^Too many requests from your address/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await trpcGradeFrom('203.0.113.12');
    expect(elsewhere.json().error.data.code).toBe('BAD_REQUEST');
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < max; i++) await gradeFrom(`2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await gradeFrom('2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await gradeFrom('2001:db8:1:3::1')).statusCode).toBe(400);
  });
});
