import { RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { AUTH_MESSAGES, MESSAGES } from '@pitchfit/contracts/messages';
import { eq } from '@pitchfit/db/orm';
import { investors, oauthCodes } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/domain/auth/hashing';
import { codeFromProvider, postCallback, startSignIn } from '../helpers/google-sign-in';
import { type OidcTestServer, randomIdentity, startOidcTestServer } from '../helpers/oidc-test-server';
import { startTestApp, type TestApp } from '../helpers/test-app';

const ACCESS_CODE = 'right-code-4f7a';
let provider: OidcTestServer;
let testApp: TestApp;

beforeAll(async () => {
  provider = await startOidcTestServer();
  testApp = await startTestApp({
    worker: false,
    env: {
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      ACCESS_CODES: `other-code, ${ACCESS_CODE}`,
      PUBLIC_URL: 'http://localhost:3999',
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await provider?.close();
});

/** A fresh browser signing in as `identity` up to the moment its callback page has the code. */
async function arriveAtCallback(identity = randomIdentity()) {
  provider.signInAs(identity);
  const browser = await startSignIn(testApp.app);
  const code = await codeFromProvider(provider, browser);
  return { browser, code, identity };
}

/** A complete new signup; returns the identity, now a returning investor. */
async function signUp() {
  const { browser, code, identity } = await arriveAtCallback();
  const response = await postCallback(testApp.app, browser, {
    code,
    state: browser.state,
    access_code: ACCESS_CODE,
  });
  expect(response.statusCode).toBe(200);
  return { identity, body: response.json() };
}

describe('GET /api/auth/google/login/', () => {
  it('answers the provider URL with PKCE, state and nonce, and sets the HttpOnly login cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/google/login/' });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().auth_url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3999/auth/google/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(String(response.headers['set-cookie'])).toMatch(
      new RegExp(
        `^pitchfit_login_state=${url.searchParams.get('state')}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
  });
});

describe('POST /api/auth/google/callback/', () => {
  it('signs up a new investor only with a valid access code, resubmitting the same Google code', async () => {
    const { browser, code, identity } = await arriveAtCallback();

    const withoutCode = await postCallback(testApp.app, browser, { code, state: browser.state });
    expect(withoutCode.statusCode).toBe(403);
    expect(withoutCode.json()).toMatchObject({
      requires_access_code: true,
      error: AUTH_MESSAGES.accessCodeRequired,
    });

    const wrongCode = await postCallback(testApp.app, browser, { code, access_code: 'not-the-code' });
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.json()).toMatchObject({ requires_access_code: true, error: MESSAGES.invalidAccessCode });

    const rightCode = await postCallback(testApp.app, browser, {
      code,
      state: browser.state,
      access_code: ` ${ACCESS_CODE} `,
    });
    expect(rightCode.statusCode).toBe(200);
    const body = rightCode.json();
    expect(body.vc.username).toMatch(/^user_[a-z0-9]{10}$/);
    expect(body.tokens.access).toEqual(expect.any(String));
    expect(body.tokens.refresh).toEqual(expect.any(String));
    expect(String(rightCode.headers['set-cookie'])).toContain('Max-Age=0');

    const [row] = await testApp.deps.db
      .select()
      .from(investors)
      .where(eq(investors.googleSubject, identity.sub));
    expect(row).toMatchObject({
      email: identity.email,
      name: identity.name,
      username: body.vc.username,
      usernameChosenAt: null,
    });

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/vc/me/',
      headers: { authorization: `Bearer ${body.tokens.access}` },
    });
    expect(me.json()).toEqual({ username: body.vc.username, thesis: null });
  });

  it('signs a returning investor in without an access code, as the same account', async () => {
    const { identity, body: first } = await signUp();
    const { browser, code } = await arriveAtCallback(identity);
    const response = await postCallback(testApp.app, browser, { code, state: browser.state });
    expect(response.statusCode).toBe(200);
    expect(response.json().vc.username).toBe(first.vc.username);
    expect(response.json().tokens.refresh).not.toBe(first.tokens.refresh);
  });

  it('answers invalid_grant to a Google code used before, however it is replayed', async () => {
    const { identity } = await signUp();
    const { browser, code } = await arriveAtCallback(identity);
    expect((await postCallback(testApp.app, browser, { code })).statusCode).toBe(200);

    const replay = await postCallback(testApp.app, browser, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_grant', detail: MESSAGES.authCodeExpired });

    // A new signup's code, redeemed with the access code, cannot be redeemed again either.
    const newcomer = await arriveAtCallback();
    await postCallback(testApp.app, newcomer.browser, { code: newcomer.code });
    expect(
      (await postCallback(testApp.app, newcomer.browser, { code: newcomer.code, access_code: ACCESS_CODE }))
        .statusCode,
    ).toBe(200);
    const again = await postCallback(testApp.app, newcomer.browser, {
      code: newcomer.code,
      access_code: ACCESS_CODE,
    });
    expect(again.json().error).toBe('invalid_grant');
  });

  it('lets only one of two simultaneous submissions of the same code through', async () => {
    const { browser, code, identity } = await arriveAtCallback();
    await postCallback(testApp.app, browser, { code });
    const answers = await Promise.all(
      [1, 2, 3].map(() => postCallback(testApp.app, browser, { code, access_code: ACCESS_CODE })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await testApp.deps.db
      .select()
      .from(investors)
      .where(eq(investors.googleSubject, identity.sub));
    expect(rows).toHaveLength(1);
  });

  it('refuses a pending code from a browser other than the one that started sign-in', async () => {
    const { browser, code } = await arriveAtCallback();
    await postCallback(testApp.app, browser, { code });
    const otherBrowser = await startSignIn(testApp.app);
    const stolen = await postCallback(testApp.app, otherBrowser, { code, access_code: ACCESS_CODE });
    expect(stolen.json().error).toBe('invalid_grant');
    // The rightful browser can still finish.
    expect((await postCallback(testApp.app, browser, { code, access_code: ACCESS_CODE })).statusCode).toBe(
      200,
    );
  });

  it('refuses a state that does not match the browser’s sign-in attempt', async () => {
    const { browser, code } = await arriveAtCallback();
    const response = await postCallback(testApp.app, browser, { code, state: 'forged-state-0123456789' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AUTH_MESSAGES.signInStateMismatch);
    // Nothing was exchanged or recorded.
    expect(
      await testApp.deps.db
        .select()
        .from(oauthCodes)
        .where(eq(oauthCodes.codeHash, sha256Hex(code))),
    ).toEqual([]);
  });

  it('refuses a callback without the login cookie, or after the attempt expired', async () => {
    const { code } = await arriveAtCallback();
    const response = await postCallback(testApp.app, { cookie: '' }, { code });
    expect(response.json()).toEqual({ error: 'invalid_grant', detail: MESSAGES.authCodeExpired });

    const unknownAttempt = await postCallback(
      testApp.app,
      { cookie: 'pitchfit_login_state=AAAAAAAAAAAAAAAAAAAAAAAA' },
      { code },
    );
    expect(unknownAttempt.json().error).toBe('invalid_grant');
  });

  it('refuses an id_token whose nonce is not the attempt’s, and spends the code', async () => {
    const { identity } = await signUp();
    provider.signInAs(identity);
    const browser = await startSignIn(testApp.app);
    const code = await codeFromProvider(provider, browser);
    provider.tamperNextIdToken((claims) => {
      claims.nonce = 'nonce-of-another-attempt';
    });
    const response = await postCallback(testApp.app, browser, { code });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(AUTH_MESSAGES.idTokenInvalid);
    expect((await postCallback(testApp.app, browser, { code })).json().error).toBe('invalid_grant');
  });

  it('passes on the provider’s invalid_grant, and refuses unverified emails', async () => {
    const expired = await arriveAtCallback();
    provider.failNextTokenRequest('invalid_grant');
    expect((await postCallback(testApp.app, expired.browser, { code: expired.code })).json()).toEqual({
      error: 'invalid_grant',
      detail: MESSAGES.authCodeExpired,
    });

    const unverified = await arriveAtCallback(randomIdentity({ email_verified: false }));
    const response = await postCallback(testApp.app, unverified.browser, {
      code: unverified.code,
      access_code: ACCESS_CODE,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(AUTH_MESSAGES.emailNotVerified);
  });
});

describe('guessing access codes at the callback', () => {
  it('counts toward the same per-address limit as the access-code check', async () => {
    const { browser, code } = await arriveAtCallback();
    const guesser = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < RATE_LIMIT_POLICIES.accessCodeFailure.max; i++) {
      const guess = await postCallback(testApp.app, browser, { code, access_code: `guess-${i}` }, guesser);
      expect(guess.json().error).toBe(MESSAGES.invalidAccessCode);
    }
    const blocked = await postCallback(testApp.app, browser, { code, access_code: ACCESS_CODE }, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(AUTH_MESSAGES.tooManyAccessCodeAttempts(15));
    // The code is still pending: from another address the right code gets in.
    expect((await postCallback(testApp.app, browser, { code, access_code: ACCESS_CODE })).statusCode).toBe(
      200,
    );
  });
});

describe('the same sign-in over tRPC', () => {
  it('signs up through auth.googleLoginUrl and auth.googleCallback, with the reason in error data', async () => {
    provider.signInAs(randomIdentity());
    const start = await testApp.app.inject({ method: 'POST', url: '/trpc/auth.googleLoginUrl', payload: {} });
    expect(start.statusCode).toBe(200);
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const { code } = await provider.authorize(start.json().result.data.auth_url);

    const call = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/trpc/auth.googleCallback', headers: { cookie }, payload });
    const first = await call({ code });
    expect(first.statusCode).toBe(403);
    expect(first.json().error.data).toMatchObject({ code: 'FORBIDDEN', reason: 'access_code_required' });

    const second = await call({ code, access_code: ACCESS_CODE });
    expect(second.statusCode).toBe(200);
    expect(second.json().result.data.vc.username).toMatch(/^user_/);

    const replay = await call({ code, access_code: ACCESS_CODE });
    expect(replay.json().error.data.reason).toBe('invalid_grant');
    expect(replay.json().error.message).toBe(MESSAGES.authCodeExpired);
  });
});
