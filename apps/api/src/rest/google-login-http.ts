import type { CookieSerializeOptions } from '@fastify/cookie';
import { AUTH_ERROR_REASONS, type AuthResponse, type GoogleCallbackRequest } from '@pitchfit/contracts/auth';
import { DomainError } from '@pitchfit/contracts/errors';
import type { Database } from '@pitchfit/db/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { completeGoogleLogin } from '../domain/auth/complete-google-login';
import type { AuthDeps } from '../domain/auth/deps';
import { LOGIN_ATTEMPT_TTL_SECONDS } from '../domain/auth/login-attempts';
import { startGoogleLogin } from '../domain/auth/start-google-login';
import type { RateLimiter } from '../operations/rate-limit';

/**
 * The `state` of the browser's sign-in attempt, in an HttpOnly cookie (@fastify/cookie) set by the
 * login-URL call. The callback only accepts a code whose attempt matches this cookie, which binds the
 * code to the browser that started sign-in (login CSRF) without the SPA handling the secret.
 */
export const LOGIN_STATE_COOKIE = 'pitchfit_login_state';
const STATE_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

function cookieOptions(maxAgeSeconds: number, secure: boolean): CookieSerializeOptions {
  // Path=/ because both /api/auth/... and /trpc/auth.... read it; Lax still sends it on same-site fetches.
  return { path: '/', maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure };
}

export function setLoginStateCookie(reply: FastifyReply, state: string, secure: boolean): void {
  reply.setCookie(LOGIN_STATE_COOKIE, state, cookieOptions(LOGIN_ATTEMPT_TTL_SECONDS, secure));
}

export function clearLoginStateCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(LOGIN_STATE_COOKIE, '', cookieOptions(0, secure));
}

/** The login cookie's state, or null when absent or not a value the API could have set. */
export function readLoginState(request: FastifyRequest): string | null {
  const value = request.cookies[LOGIN_STATE_COOKIE];
  return value !== undefined && STATE_PATTERN.test(value) ? value : null;
}

/**
 * The cookie half of Google sign-in, shared by the REST routes and the tRPC procedures: the login
 * URL call sets the attempt's state cookie, the callback reads it and clears it once the attempt
 * is over (signed in, or dead); a new signup keeps it for the resubmit with an access code.
 */
export async function beginGoogleLogin(
  deps: { auth: AuthDeps },
  reply: FastifyReply,
): Promise<{ auth_url: string }> {
  const { authUrl, state } = await startGoogleLogin(deps);
  setLoginStateCookie(reply, state, deps.auth.secureCookies);
  return { auth_url: authUrl };
}

export async function finishGoogleLogin(
  deps: { db: Database; auth: AuthDeps; operations: { rateLimiter: RateLimiter } },
  request: FastifyRequest,
  reply: FastifyReply,
  body: GoogleCallbackRequest,
): Promise<AuthResponse> {
  try {
    const response = await completeGoogleLogin(deps, {
      code: body.code,
      state: body.state,
      accessCode: body.access_code,
      cookieState: readLoginState(request),
      clientAddress: request.ip,
    });
    clearLoginStateCookie(reply, deps.auth.secureCookies);
    return response;
  } catch (error) {
    if (error instanceof DomainError && error.reason === AUTH_ERROR_REASONS.invalidGrant)
      clearLoginStateCookie(reply, deps.auth.secureCookies);
    throw error;
  }
}
