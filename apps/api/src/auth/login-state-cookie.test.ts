import { describe, expect, it } from 'vitest';
import {
  clearedLoginStateCookie,
  LOGIN_STATE_COOKIE,
  loginStateCookie,
  readLoginStateCookie,
} from './login-state-cookie';

const state = 'Abc_def-0123456789abcdef';

describe('login state cookie', () => {
  it('is HttpOnly and SameSite=Lax, Secure only over https', () => {
    expect(loginStateCookie(state, false)).toBe(
      `${LOGIN_STATE_COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
    expect(loginStateCookie(state, true)).toMatch(/; Secure$/);
    expect(clearedLoginStateCookie(false)).toContain('Max-Age=0');
  });

  it('reads its value among other cookies and ignores malformed values', () => {
    expect(readLoginStateCookie(`a=1; ${LOGIN_STATE_COOKIE}=${state}; b=2`)).toBe(state);
    expect(readLoginStateCookie(`${LOGIN_STATE_COOKIE}=short`)).toBeNull();
    expect(readLoginStateCookie(`${LOGIN_STATE_COOKIE}=${state};x`.replace(state, `${state}"<>`))).toBeNull();
    expect(readLoginStateCookie(undefined)).toBeNull();
    expect(readLoginStateCookie('other=value')).toBeNull();
  });
});
