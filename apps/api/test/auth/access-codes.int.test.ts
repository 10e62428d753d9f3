import { RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccessCode, listAccessCodes, revokeAccessCodes } from '../../src/domain/auth/manage-access-codes';
import { startTestApp, type TestApp } from '../helpers/test-app';

const ENV_CODE = 'env-code-9b1c';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ worker: false, env: { ACCESS_CODES: `${ENV_CODE},second` } });
});
afterAll(() => testApp?.close());

let clientCounter = 0;
/** A distinct client address per test (X-Forwarded-For is trusted from loopback), so limits do not leak between tests. */
function newClient() {
  clientCounter += 1;
  return `198.51.100.${clientCounter}`;
}

const check = (accessCode: string, client: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/check-access-verification/',
    headers: { 'x-forwarded-for': client },
    payload: { access_code: accessCode },
  });

describe('POST /api/auth/check-access-verification/', () => {
  it('accepts codes from ACCESS_CODES and refuses anything else', async () => {
    const client = newClient();
    expect((await check(ENV_CODE, client)).json()).toEqual({ valid: true });
    expect((await check(` ${ENV_CODE} `, client)).json()).toEqual({ valid: true });
    expect((await check('second', client)).json()).toEqual({ valid: true });
    expect((await check('ENV-CODE-9B1C', client)).json()).toEqual({ valid: false });
    expect((await check('', client)).json()).toEqual({ valid: false });
  });

  it('accepts codes stored in the database until they are revoked', async () => {
    const client = newClient();
    const label = `partner-${Date.now()}`;
    await addAccessCode(testApp.deps.db, 'stored-code-77', label);
    expect((await check('stored-code-77', client)).json()).toEqual({ valid: true });
    const stored = await listAccessCodes(testApp.deps.db);
    expect(stored.find((c) => c.label === label)).toMatchObject({ revokedAt: null });
    expect(JSON.stringify(stored)).not.toContain('stored-code-77');

    expect(await revokeAccessCodes(testApp.deps.db, label)).toBe(1);
    expect((await check('stored-code-77', client)).json()).toEqual({ valid: false });
  });

  it('throttles failed guesses per client address with a clear 429', async () => {
    const guesser = newClient();
    for (let i = 0; i < RATE_LIMIT_POLICIES.accessCodeFailure.max; i++) {
      expect((await check(`guess-${i}`, guesser)).json()).toEqual({ valid: false });
    }
    const blocked = await check(ENV_CODE, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(AUTH_MESSAGES.tooManyAccessCodeAttempts(15));

    // Another address is not affected.
    expect((await check(ENV_CODE, newClient())).json()).toEqual({ valid: true });
  });

  it('counts only failures, and shares the limit with tRPC', async () => {
    const client = newClient();
    // More successes than the failure limit, while staying under the per-address request limit
    // (accessCodeCheck) that every check also counts toward.
    for (let i = 0; i < RATE_LIMIT_POLICIES.accessCodeFailure.max + 5; i++)
      expect((await check(ENV_CODE, client)).statusCode).toBe(200);

    for (let i = 0; i < RATE_LIMIT_POLICIES.accessCodeFailure.max; i++) {
      await testApp.app.inject({
        method: 'POST',
        url: '/trpc/auth.checkAccessCode',
        headers: { 'x-forwarded-for': client },
        payload: { access_code: `wrong-${i}` },
      });
    }
    const blocked = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/auth.checkAccessCode',
      headers: { 'x-forwarded-for': client },
      payload: { access_code: ENV_CODE },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many access code attempts/);
    expect((await check(ENV_CODE, client)).statusCode).toBe(429);
  });
});
