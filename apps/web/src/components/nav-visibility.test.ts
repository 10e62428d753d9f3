import { describe, expect, it } from 'vitest';
import { showsNavigation } from './nav-visibility';

describe('showsNavigation', () => {
  it.each([
    '/',
    '/access-code',
    '/login',
    '/auth/google/callback',
    '/pitch/jane_vc',
    '/pitch/jane_vc/',
    '/pitch/status/abc-DEF_123',
    '/Trymbinator/',
    '/Trymbinator',
    '/trymbinator/',
  ])('shows the bar on the public route %s when logged out', (pathname) => {
    expect(showsNavigation(pathname, false)).toBe(true);
  });

  it.each([
    '/about',
    '/dashboard',
    '/top-decks',
    '/set-username',
    '/submit-deck',
    '/pitch',
    '/pitch/a/b',
    '/nope',
  ])('hides the bar on %s when logged out', (pathname) => {
    expect(showsNavigation(pathname, false)).toBe(false);
  });

  it.each(['/about', '/dashboard', '/top-decks', '/expand-profile'])(
    'shows the bar on %s when logged in',
    (pathname) => {
      expect(showsNavigation(pathname, true)).toBe(true);
    },
  );
});
