import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import { restErrorBody } from '../rest/errors';
import { RateLimitedError, type RateLimiter } from './rate-limit';

export const OPERATOR_USER = 'operator';
const REALM = 'Basic realm="Pitchfit operations", charset="UTF-8"';
const AUTH_REQUIRED = 'Operator sign-in required.';

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
function sameSecret(candidate: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(candidate), digest(expected));
}

function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const encoded = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i)?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * HTTP Basic auth for operator pages (user `operator`). Failed attempts count per address; past
 * the limit the address gets 429 even with the right password until its window ends, so the
 * password cannot be guessed at speed.
 */
export function operatorAuth(password: string, limiter: RateLimiter): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const blocked = await limiter.peek('operatorAuthFailure', request.ip);
    if (!blocked.allowed) {
      const refusal = new RateLimitedError(blocked.retryAfterSeconds);
      return reply
        .status(429)
        .header('retry-after', String(refusal.retryAfterSeconds))
        .send(restErrorBody(refusal.message));
    }
    const credentials = basicCredentials(request.headers.authorization);
    // Both comparisons always run: which half was wrong must not show in the timing.
    const userMatches = sameSecret(credentials?.user ?? '', OPERATOR_USER);
    const passwordMatches = sameSecret(credentials?.password ?? '', password);
    if (credentials && userMatches && passwordMatches) return;
    if (credentials) await limiter.consume('operatorAuthFailure', request.ip);
    return reply.status(401).header('www-authenticate', REALM).send(restErrorBody(AUTH_REQUIRED));
  };
}
