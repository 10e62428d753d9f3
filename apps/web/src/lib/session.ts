import type { Tokens } from '@pitchfit/contracts/auth';
import { STORAGE_KEYS, USERNAME_PLACEHOLDER_PREFIX } from '@pitchfit/contracts/constants';
import type { UseNavigateResult } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/** Fired in this tab when the session changes; other tabs hear the browser's own `storage` event. */
const SESSION_CHANGED_EVENT = 'pitchfit:session-changed';
/** A one-time notice for the login page (e.g. why the investor was sent there). */
const NOTICE_KEY = 'pitchfit:notice';

/** What logout forgets (SPEC §2): tokens, the cached profile and the access-verified flag. */
const SESSION_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.vcProfile,
  STORAGE_KEYS.accessVerified,
] as const;

/** What a 401 or 403 forgets: the credentials and the profile they fetched; access stays verified. */
const CREDENTIAL_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.vcProfile,
] as const;

/** Called whenever a session ends here (logout, refused credentials), e.g. to drop cached data. */
const sessionEndListeners = new Set<() => void>();

export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

function endSession(): void {
  notifySessionChanged();
  for (const listener of sessionEndListeners) listener();
}

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

export function isAccessVerified(): boolean {
  return localStorage.getItem(STORAGE_KEYS.accessVerified) === 'true';
}

export function markAccessVerified(): void {
  localStorage.setItem(STORAGE_KEYS.accessVerified, 'true');
}

export function storedTokens(): Tokens | null {
  const access = localStorage.getItem(STORAGE_KEYS.accessToken);
  const refresh = localStorage.getItem(STORAGE_KEYS.refreshToken);
  return access && refresh ? { access, refresh } : null;
}

export function storeTokens(tokens: Tokens): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh);
  notifySessionChanged();
}

/** The cached profile (SPEC's `vcProfile`): the username is all sign-in knows. */
export function cacheProfile(profile: { username: string }): void {
  localStorage.setItem(STORAGE_KEYS.vcProfile, JSON.stringify(profile));
}

export function isPlaceholderUsername(username: string): boolean {
  return username.startsWith(USERNAME_PLACEHOLDER_PREFIX);
}

/** After a 401 or 403: the credentials are dead; the guard of the current page then sends the user to /login. */
export function forgetCredentials(notice?: string): void {
  for (const key of CREDENTIAL_KEYS) localStorage.removeItem(key);
  if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
  endSession();
}

/** The notice left for the login page; `clearNotice` once it has been shown, so it shows once. */
export function peekNotice(): string | null {
  return sessionStorage.getItem(NOTICE_KEY);
}

export function clearNotice(): void {
  sessionStorage.removeItem(NOTICE_KEY);
}

/**
 * Logs out: forgets the session keys at once, then asks the server to revoke the session (best
 * effort: the tokens are gone from this browser either way). Plain REST so this module needs no
 * API client.
 */
export async function logout(navigate: UseNavigateResult<string>): Promise<void> {
  const tokens = storedTokens();
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  endSession();
  if (tokens) {
    void fetch('/api/auth/logout/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access}` },
      body: JSON.stringify({ refresh: tokens.refresh }),
      keepalive: true,
    }).catch(() => undefined);
  }
  await navigate({ to: '/login' });
}
