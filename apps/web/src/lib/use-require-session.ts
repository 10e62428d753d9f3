import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIsLoggedIn } from './session';

/**
 * Guards an investor's page: without a token (never signed in, logged out in another tab, or
 * forgotten after a 401/403) it goes to /login. Returns whether the page may render.
 */
export function useRequireSession(): boolean {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn) void navigate({ to: '/login', replace: true });
  }, [loggedIn, navigate]);
  return loggedIn;
}
