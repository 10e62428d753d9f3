import { type NavigateOptions, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Goes to a page after a delay, once the current one has had time to say what happened. Leaving the
 * page first cancels it; a second call replaces the first.
 */
export function useRedirectLater() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: NavigateOptions['to'], delayMs: number, replace = false) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate({ to, replace }), delayMs);
    },
    [navigate],
  );
}
