import { describe, expect, it } from 'vitest';
import { bearerToken } from './resolve-session';

describe('bearerToken', () => {
  it('takes the token of a Bearer header, whatever the scheme case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc')).toBe('abc');
  });

  it('refuses other schemes and empty values', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
