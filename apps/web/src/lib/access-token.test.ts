import { describe, expect, it } from 'vitest';
import { expiresAtMs, needsRefresh } from './access-token';

function jwtExpiringAt(expSeconds: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'x', exp: expSeconds })}.signature`;
}

describe('access token expiry', () => {
  it('reads exp from the token', () => {
    expect(expiresAtMs(jwtExpiringAt(1_900_000_000))).toBe(1_900_000_000_000);
  });

  it('treats an unreadable token as expired', () => {
    expect(expiresAtMs('garbage')).toBe(0);
    expect(expiresAtMs('a.!!!.c')).toBe(0);
  });

  it('refreshes within a minute of expiry, not before', () => {
    const now = 1_800_000_000_000;
    const refresh = 'r';
    expect(needsRefresh({ access: jwtExpiringAt(now / 1000 + 5 * 60), refresh }, now)).toBe(false);
    expect(needsRefresh({ access: jwtExpiringAt(now / 1000 + 30), refresh }, now)).toBe(true);
    expect(needsRefresh({ access: jwtExpiringAt(now / 1000 - 30), refresh }, now)).toBe(true);
  });
});
