import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import { restErrorBody } from '../rest/errors';
import { RateLimitedError, type RateLimiter } from './rate-limit';

export const OPERATOR_USER = 'operator';
const REALM = 'Basic realm="Pitchfit operations", charset="UTF-8"';
const AUTH_REQUIRED = 'Operator sign-in required.';
const CROSS_SITE_REFUSED = 'Operator pages refuse changes requested by another site.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * HTTP Basic auth for operator pages (user `operator`). Every attempt with credentials is counted
 * per address before the password is compared, and a right one gives its count back, so only
 * failures add up and parallel guesses cannot outrun the count; past the limit the address gets 429
 * even with the right password until its window ends. A browser resends Basic credentials to this
 * origin whoever asks, so a change (retry, clean, ...) that a browser reports as coming from another
 * site is refused: without it any page the operator visits could post to the dashboard's API.
 */
export function operatorAuth(password: string, limiter: RateLimiter): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials)
      return reply.status(401).header('www-authenticate', REALM).send(restErrorBody(AUTH_REQUIRED));
    const outcome = await limiter.attempt('operatorAuthFailure', request.ip, async () => {
      // Both comparisons always run: which half was wrong must not show in the timing.
      const userMatches = sameSecret(credentials.user, OPERATOR_USER);
      const passwordMatches = sameSecret(credentials.password, password);
      return userMatches && passwordMatches;
    });
    if (!outcome.allowed) {
      const refusal = new RateLimitedError(outcome.retryAfterSeconds);
      return reply
        .status(429)
        .header('retry-after', String(refusal.retryAfterSeconds))
        .send(restErrorBody(refusal.message));
    }
    if (!outcome.passed)
      return reply.status(401).header('www-authenticate', REALM).send(restErrorBody(AUTH_REQUIRED));
    const site = request.headers['sec-fetch-site'];
    if (SAFE_METHODS.has(request.method) || site === undefined || site === 'same-origin' || site === 'none')
      return;
    return reply.status(403).send(restErrorBody(CROSS_SITE_REFUSED));
  };
}
