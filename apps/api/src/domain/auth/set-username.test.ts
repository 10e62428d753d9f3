import { USERNAME_MAX_LENGTH } from '@pitchfit/contracts/constants';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { usernameProblem } from './set-username';

describe('usernameProblem', () => {
  it('accepts letters, numbers and underscores within the length range', () => {
    expect(usernameProblem('ada_lovelace_1815')).toBeNull();
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('a'.repeat(USERNAME_MAX_LENGTH))).toBeNull();
  });

  it('refuses other characters and lengths outside the range', () => {
    expect(usernameProblem('ada lovelace')).toMatch(/letters, numbers and underscores/);
    expect(usernameProblem('ada-lovelace')).toMatch(/letters, numbers and underscores/);
    expect(usernameProblem('adé')).toMatch(/letters, numbers and underscores/);
    expect(usernameProblem('ab')).toMatch(/at least/);
    expect(usernameProblem('a'.repeat(USERNAME_MAX_LENGTH + 1))).toMatch(/at most/);
  });

  it('refuses reserved names in any case, and the placeholder prefix', () => {
    expect(usernameProblem('Admin')).toBe(AUTH_MESSAGES.usernameReserved);
    expect(usernameProblem('DASHBOARD')).toBe(AUTH_MESSAGES.usernameReserved);
    expect(usernameProblem('User_abc')).toBe(AUTH_MESSAGES.usernamePlaceholderPrefix);
  });
});
