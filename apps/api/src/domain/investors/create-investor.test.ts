import { USERNAME_PATTERN } from '@pitchfit/contracts/constants';
import { describe, expect, it } from 'vitest';
import { usernameProblem } from '../auth/set-username';
import { placeholderUsername } from './create-investor';

describe('placeholderUsername', () => {
  it('is user_ plus random lowercase letters and digits, a valid but unchoosable username', () => {
    const names = new Set(Array.from({ length: 200 }, () => placeholderUsername()));
    expect(names.size).toBe(200);
    for (const name of names) {
      expect(name).toMatch(/^user_[a-z0-9]{10}$/);
      expect(name).toMatch(USERNAME_PATTERN);
      expect(usernameProblem(name)).not.toBeNull();
    }
  });
});
