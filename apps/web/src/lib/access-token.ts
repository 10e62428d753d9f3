import { refreshResponseSchema, type Tokens } from '@pitchfit/contracts/auth';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { forgetCredentials, storedTokens, storeTokens } from './session';

/** Refresh this long before expiry, so a request never leaves with a token that dies on the way. */
const REFRESH_MARGIN_MS = 60_000;
const REFRESH_LOCK = 'pitchfit-token-refresh';

/** The `exp` of a JWT in milliseconds, or 0 when it cannot be read (which forces a refresh). */
export function expiresAtMs(jwt: string): number {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function needsRefresh(tokens: Tokens, now: number = Date.now()): boolean {
  return expiresAtMs(tokens.access) - now < REFRESH_MARGIN_MS;
}

async function refreshNow(refresh: string): Promise<void> {
  const response = await fetch('/api/auth/token/refresh/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (response.status === 401 || response.status === 403) {
    forgetCredentials(MESSAGES.authRequired);
    return;
  }
  if (!response.ok) return; // A passing failure: the current token is still tried.
  storeTokens(refreshResponseSchema.parse(await response.json()).tokens);
}

let inFlight: Promise<void> | null = null;

/**
 * The access token to send, refreshed first when it is about to expire. Refresh tokens work once,
 * so tabs take turns (Web Locks) and each re-reads storage inside the lock: a tab that waited
 * finds the token another tab already rotated instead of replaying the old refresh token.
 */
export async function currentAccessToken(): Promise<string | null> {
  const tokens = storedTokens();
  if (!tokens) return null;
  if (!needsRefresh(tokens)) return tokens.access;

  inFlight ??= (async () => {
    const rotateIfStillDue = async () => {
      const latest = storedTokens();
      if (latest && needsRefresh(latest)) await refreshNow(latest.refresh);
    };
    try {
      if (navigator.locks) await navigator.locks.request(REFRESH_LOCK, rotateIfStillDue);
      else await rotateIfStillDue();
    } catch {
      // Offline or similar: keep the tokens; the request decides.
    } finally {
      inFlight = null;
    }
  })();
  await inFlight;
  return storedTokens()?.access ?? null;
}
