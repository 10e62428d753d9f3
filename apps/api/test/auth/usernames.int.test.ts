import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import { eq } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInvestor, type TestInvestor } from '../helpers/investors';
import { startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ worker: false });
});
afterAll(() => testApp?.close());

const setUsername = (investor: TestInvestor, username: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/auth/set-username/',
    headers: investor.headers,
    payload: { username },
  });

const unique = (stem: string) => `${stem}_${Math.random().toString(36).slice(2, 9)}`;

describe('PUT /api/auth/set-username/', () => {
  it('replaces the user_ placeholder once, and then never changes', async () => {
    const investor = await createTestInvestor(testApp.deps);
    expect(investor.username).toMatch(/^user_/);
    const chosen = unique('Ada');

    const first = await setUsername(investor, chosen);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ username: chosen });
    const me = await testApp.app.inject({ method: 'GET', url: '/api/vc/me/', headers: investor.headers });
    expect(me.json()).toEqual({ username: chosen, thesis: null });

    const change = await setUsername(investor, unique('Grace'));
    expect(change.statusCode).toBe(409);
    expect(change.json().error).toBe(AUTH_MESSAGES.usernameAlreadySet);
    // Submitting the same username again (a double click) is not an error.
    expect((await setUsername(investor, chosen)).statusCode).toBe(200);
    const [row] = await testApp.deps.db.select().from(investors).where(eq(investors.id, investor.id));
    expect(row?.username).toBe(chosen);
  });

  it('puts rule violations in username[0]', async () => {
    const investor = await createTestInvestor(testApp.deps);
    const cases: Array<[unknown, RegExp | string]> = [
      ['has space', /letters, numbers and underscores/],
      ['dash-ed', /letters, numbers and underscores/],
      ['ab', /at least 3/],
      ['x'.repeat(31), /at most 30/],
      ['Admin', AUTH_MESSAGES.usernameReserved],
      ['pitch', AUTH_MESSAGES.usernameReserved],
      ['user_mine', AUTH_MESSAGES.usernamePlaceholderPrefix],
    ];
    for (const [username, message] of cases) {
      const response = await setUsername(investor, username);
      expect(response.statusCode, String(username)).toBe(400);
      expect(response.json().username[0]).toMatch(message);
    }
    // Nothing was set by the refused attempts.
    expect((await setUsername(investor, unique('valid'))).statusCode).toBe(200);
  });

  it('keeps usernames unique regardless of case', async () => {
    const taken = unique('Taken');
    const owner = await createTestInvestor(testApp.deps);
    expect((await setUsername(owner, taken)).statusCode).toBe(200);
    const latecomer = await createTestInvestor(testApp.deps);
    const response = await setUsername(latecomer, taken.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: AUTH_MESSAGES.usernameTaken,
      username: [AUTH_MESSAGES.usernameTaken],
    });
    // The refused investor can still choose another.
    expect((await setUsername(latecomer, unique('Other'))).statusCode).toBe(200);
  });

  it('answers the same over tRPC, with the field message in error data', async () => {
    const investor = await createTestInvestor(testApp.deps);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/auth.setUsername',
      headers: investor.headers,
      payload: { username: 'no spaces allowed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.fields.username[0]).toMatch(/letters, numbers and underscores/);
    const ok = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/auth.setUsername',
      headers: investor.headers,
      payload: { username: unique('trpc') },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('profiles', () => {
  it('GET /api/vc/profile/{username}/ answers the thesis to anyone, case-insensitively, and 404 otherwise', async () => {
    const username = unique('Thesis');
    await createTestInvestor(testApp.deps, { username, thesis: 'Seed-stage climate software in Europe.' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/vc/profile/${username.toLowerCase()}/`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username, thesis: 'Seed-stage climate software in Europe.' });

    const unknown = await testApp.app.inject({ method: 'GET', url: `/api/vc/profile/${unique('nobody')}/` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(AUTH_MESSAGES.investorNotFound);
  });

  it('investor.me and investor.publicProfile over tRPC', async () => {
    const username = unique('Query');
    const investor = await createTestInvestor(testApp.deps, { username, thesis: 'B2B fintech' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/trpc/investor.me',
      headers: investor.headers,
    });
    expect(me.json().result.data).toEqual({ username, thesis: 'B2B fintech' });
    const input = encodeURIComponent(JSON.stringify({ username }));
    const profile = await testApp.app.inject({
      method: 'GET',
      url: `/trpc/investor.publicProfile?input=${input}`,
    });
    expect(profile.json().result.data).toEqual({ username, thesis: 'B2B fintech' });
  });
});
