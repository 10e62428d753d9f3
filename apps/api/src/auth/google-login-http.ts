import { AUTH_ERROR_REASONS, type AuthResponse, type GoogleCallbackRequest } from '@pitchfit/contracts/auth';
import { DomainError } from '@pitchfit/contracts/errors';
import type { Database } from '@pitchfit/db/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { completeGoogleLogin } from '../domain/auth/complete-google-login';
import { startGoogleLogin } from '../domain/auth/start-google-login';
import type { RateLimiter } from '../operations/rate-limit';
import type { AuthDeps } from './deps';
import { clearedLoginStateCookie, loginStateCookie, readLoginStateCookie } from './login-state-cookie';

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
  reply.header('set-cookie', loginStateCookie(state, deps.auth.secureCookies));
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
      cookieState: readLoginStateCookie(request.headers.cookie),
      clientAddress: request.ip,
    });
    reply.header('set-cookie', clearedLoginStateCookie(deps.auth.secureCookies));
    return response;
  } catch (error) {
    if (error instanceof DomainError && error.reason === AUTH_ERROR_REASONS.invalidGrant) {
      reply.header('set-cookie', clearedLoginStateCookie(deps.auth.secureCookies));
    }
    throw error;
  }
}
