import { LOGIN_ATTEMPT_TTL_SECONDS } from './login-attempts';

/**
 * The `state` of the browser's sign-in attempt, in an HttpOnly cookie set by the login-URL call.
 * The callback only accepts a code whose attempt matches this cookie, which binds the code to the
 * browser that started sign-in (login CSRF) without the SPA handling the secret.
 */
export const LOGIN_STATE_COOKIE = 'pitchfit_login_state';

export function loginStateCookie(state: string, secure: boolean): string {
  return serialize(state, LOGIN_ATTEMPT_TTL_SECONDS, secure);
}

export function clearedLoginStateCookie(secure: boolean): string {
  return serialize('', 0, secure);
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  // Path=/ because both /api/auth/... and /trpc/auth.... read it; Lax still sends it on same-site fetches.
  return `${LOGIN_STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readLoginStateCookie(cookieHeader: string | undefined): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOGIN_STATE_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{16,256}$/.test(value) ? value : null;
    }
  }
  return null;
}
