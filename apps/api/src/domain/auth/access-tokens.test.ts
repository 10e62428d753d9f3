import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const SECRET = 'a'.repeat(48);
const claims = { investorId: randomUUID(), sessionId: randomUUID() };

describe('access tokens', () => {
  it('round-trips the investor and session, with when the token expires', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const before = Math.floor(Date.now() / 1000) * 1000;
    const verified = await tokens.verify(await tokens.issue(claims));
    expect(verified).toEqual({ ...claims, expiresAtMs: expect.any(Number) });
    expect(verified?.expiresAtMs).toBeGreaterThanOrEqual(before + 60_000);
    expect(verified?.expiresAtMs).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('imports the signing key once, not on every token it signs or checks', async () => {
    const importKey = vi.spyOn(webcrypto.subtle, 'importKey');
    try {
      const tokens = createAccessTokens(SECRET);
      for (let i = 0; i < 5; i++) {
        const distinct = { investorId: randomUUID(), sessionId: randomUUID() };
        expect(await tokens.verify(await tokens.issue(distinct))).toMatchObject(distinct);
      }
      expect(importKey).toHaveBeenCalledTimes(1);
    } finally {
      importKey.mockRestore();
    }
  });

  it('stops accepting a token it already verified once the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const tokens = createAccessTokens(SECRET, 60);
      const token = await tokens.issue(claims);
      expect(await tokens.verify(token)).toMatchObject(claims);
      vi.setSystemTime(Date.now() + 59_000);
      expect(await tokens.verify(token)).toMatchObject(claims);
      vi.setSystemTime(Date.now() + 2_000);
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a token signed with another secret', async () => {
    const token = await createAccessTokens('b'.repeat(48)).issue(claims);
    expect(await createAccessTokens(SECRET).verify(token)).toBeNull();
  });

  it('rejects a token whose payload was altered', async () => {
    const tokens = createAccessTokens(SECRET);
    const [header, , signature] = (await tokens.issue(claims)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: randomUUID(), sid: claims.sessionId, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('rejects an expired token', async () => {
    const tokens = createAccessTokens(SECRET, -1);
    expect(await tokens.verify(await tokens.issue(claims))).toBeNull();
  });

  it('rejects alg: none', async () => {
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.investorId)
      .setIssuer('pitchfit')
      .setAudience('pitchfit-api')
      .setExpirationTime('5m')
      .encode();
    expect(await createAccessTokens(SECRET).verify(unsigned)).toBeNull();
  });

  it('rejects a validly signed token for another audience or with malformed ids', async () => {
    const key = new TextEncoder().encode(SECRET);
    const otherAudience = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.investorId)
      .setIssuer('pitchfit')
      .setAudience('someone-else')
      .setExpirationTime('5m')
      .sign(key);
    const badIds = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject("1' or 1=1")
      .setIssuer('pitchfit')
      .setAudience('pitchfit-api')
      .setExpirationTime('5m')
      .sign(key);
    const tokens = createAccessTokens(SECRET);
    expect(await tokens.verify(otherAudience)).toBeNull();
    expect(await tokens.verify(badIds)).toBeNull();
    expect(await tokens.verify('not-a-jwt')).toBeNull();
  });
});
