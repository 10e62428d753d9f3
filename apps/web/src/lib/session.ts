import { STORAGE_KEYS } from '@pitchfit/contracts/constants';
import type { UseNavigateResult } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/** Fired in this tab when the session changes; other tabs hear the browser's own `storage` event. */
const SESSION_CHANGED_EVENT = 'pitchfit:session-changed';

/** What logout forgets (SPEC §2): tokens, the cached profile and the access-verified flag. */
const SESSION_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.vcProfile,
  STORAGE_KEYS.accessVerified,
] as const;

export function isLoggedIn(): boolean {
  return Boolean(localStorage.getItem(STORAGE_KEYS.accessToken));
}

/** Call after writing or removing session keys so mounted components re-read them. */
export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn);
}

export async function logout(navigate: UseNavigateResult<string>): Promise<void> {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  notifySessionChanged();
  await navigate({ to: '/login' });
}
