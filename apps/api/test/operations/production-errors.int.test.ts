import { strongApplication } from '@pitchfit/testing/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { TEST_OPERATOR_PASSWORD } from './operator-auth';

/** Any trace of a stack: a `stack` key anywhere, or a V8 frame line. */
function expectNoStack(body: string) {
  expect(body).not.toMatch(/"stack"\s*:/);
  expect(body).not.toMatch(/\n\s+at\s|\\n\s+at\s/);
  expect(body).not.toContain('node_modules');
}

describe('error bodies in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A database that does not exist: every query fails with an unexpected error.
    t = await startTestApp({
      worker: false,
      env: {
        NODE_ENV: 'production',
        OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD,
        // Production also requires the access-token key (identity).
        AUTH_SECRET: 'a-test-only-signing-key-of-more-than-32-characters',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pitchfit_no_such_database',
      },
    });
  });
  afterAll(() => t.close());

  it('REST: an unexpected failure answers 500 with a generic message and no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trymbinator/grade/',
      payload: strongApplication(),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error.', detail: 'Internal server error.' });
    expectNoStack(res.body);
    expect(res.body).not.toContain('insert into');
  });

  it('REST: validation and not-found answers carry no stack either', async () => {
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/trymbinator/grade/', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectNoStack(res.body);
    }
  });

  it('tRPC: an unexpected failure answers INTERNAL_SERVER_ERROR with a generic message and no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/simulator.grade',
      payload: strongApplication(),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.data.code).toBe('INTERNAL_SERVER_ERROR');
    expectNoStack(res.body);
    // Nor the failure's own text: a database error would quote its SQL and the applicant's answers.
    expect(res.json().error.message).toBe('Internal server error.');
    expect(res.body).not.toContain('insert into');
  });
});
