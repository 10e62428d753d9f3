import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/domain/auth/access-tokens';
import { createTestInvestor } from '../helpers/investors';
import { startTestApp, type TestApp } from '../helpers/test-app';

const AUTH_SECRET = 'integration-test-secret-0123456789abcdef';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ worker: false, env: { AUTH_SECRET } });
});
afterAll(() => testApp?.close());

const me = (authorization?: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/vc/me/', headers: authorization ? { authorization } : {} });
const refresh = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });

describe('access tokens', () => {
  it('lets a valid token through and answers 401 with WWW-Authenticate otherwise', async () => {
    const investor = await createTestInvestor(testApp.deps);
    expect((await me(investor.headers.authorization)).statusCode).toBe(200);
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toEqual({
      error: AUTH_MESSAGES.credentialsMissing,
      detail: AUTH_MESSAGES.credentialsMissing,
    });
  });

  it('refuses a tampered, expired, foreign-key or alg: none token', async () => {
    const investor = await createTestInvestor(testApp.deps);
    const [header, payload, signature] = investor.tokens.access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const other = await createTestInvestor(testApp.deps);
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString('base64url')}.${signature}`;

    const sessionId = claims.sid as string;
    const expired = await createAccessTokens(AUTH_SECRET, -60).issue({ investorId: investor.id, sessionId });
    const foreign = await createAccessTokens('another-secret-0123456789abcdefghij').issue({
      investorId: investor.id,
      sessionId,
    });
    const none = new UnsecuredJWT({ sid: sessionId })
      .setSubject(investor.id)
      .setIssuer('pitchfit')
      .setAudience('pitchfit-api')
      .setExpirationTime('5m')
      .encode();
    const hs512 = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(investor.id)
      .setIssuer('pitchfit')
      .setAudience('pitchfit-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(AUTH_SECRET));

    for (const token of [tampered, expired, foreign, none, hs512, 'garbage']) {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(AUTH_MESSAGES.accessTokenInvalid);
    }
  });

  it('refuses a well-signed token of an investor or session that does not exist', async () => {
    const tokens = createAccessTokens(AUTH_SECRET);
    const investor = await createTestInvestor(testApp.deps);
    expect(
      (await me(`Bearer ${await tokens.issue({ investorId: randomUUID(), sessionId: randomUUID() })}`))
        .statusCode,
    ).toBe(401);
    // An unknown session id is not revoked, so only a real investor with a real session gets in.
    expect(
      (await me(`Bearer ${await tokens.issue({ investorId: investor.id, sessionId: randomUUID() })}`))
        .statusCode,
    ).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use', async () => {
    const investor = await createTestInvestor(testApp.deps);
    const first = await refresh(investor.tokens.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().tokens;
    expect(rotated.refresh).not.toBe(investor.tokens.refresh);
    expect((await me(`Bearer ${rotated.access}`)).json().username).toBe(investor.username);
    const second = await refresh(rotated.refresh);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const investor = await createTestInvestor(testApp.deps);
    const rotated = (await refresh(investor.tokens.refresh)).json().tokens;

    const reuse = await refresh(investor.tokens.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toBe(AUTH_MESSAGES.refreshTokenReused);

    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await me(`Bearer ${rotated.access}`)).statusCode).toBe(401);
    expect((await me(investor.headers.authorization)).statusCode).toBe(401);

    // Other sessions of the same investor are untouched.
    const otherSession = await createTestInvestor(testApp.deps);
    expect((await me(otherSession.headers.authorization)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refresh('not-a-refresh-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(AUTH_MESSAGES.refreshTokenInvalid);
  });

  it('stores refresh tokens only as hashes', async () => {
    const investor = await createTestInvestor(testApp.deps);
    const rows = await testApp.deps.db.query.refreshTokens.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === investor.tokens.refresh)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('logout', () => {
  it('revokes the session server-side: its access and refresh tokens stop working', async () => {
    const investor = await createTestInvestor(testApp.deps);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: investor.headers,
      payload: { refresh: investor.tokens.refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(investor.headers.authorization)).statusCode).toBe(401);
    expect((await refresh(investor.tokens.refresh)).statusCode).toBe(401);
  });

  it('works with the access token alone, and over tRPC with the refresh token alone', async () => {
    const viaRest = await createTestInvestor(testApp.deps);
    const loggedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: viaRest.headers,
    });
    expect(loggedOut.statusCode, loggedOut.body).toBe(204);
    expect((await refresh(viaRest.tokens.refresh)).statusCode).toBe(401);

    const viaTrpc = await createTestInvestor(testApp.deps);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      payload: { refresh: viaTrpc.tokens.refresh },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(viaTrpc.headers.authorization)).statusCode).toBe(401);
  });
});
