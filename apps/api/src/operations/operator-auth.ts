import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyBasicAuth from '@fastify/basic-auth';
import { DomainError } from '@pitchfit/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { restErrorBody, restErrorHandler } from '../rest/errors';
import { RateLimitedError, type RateLimiter } from './rate-limit';
import { RedisUnavailableError } from './redis-unavailable';

export const OPERATOR_USER = 'operator';
const CROSS_SITE_REFUSED = 'Operator pages refuse changes requested by another site.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const signInRequired = () => new DomainError('UNAUTHORIZED', 'Operator sign-in required.');

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
function sameSecret(candidate: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(candidate), digest(expected));
}

/**
 * HTTP Basic auth (@fastify/basic-auth) for every route of the context (user `operator`). Every
 * attempt with credentials is counted per address before the password is compared, and a right one
 * gives its count back, so only failures add up and parallel guesses cannot outrun the count; past
 * the limit the address gets 429 even with the right password until its window ends. A browser
 * resends Basic credentials to this origin whoever asks, so a change (retry, clean, ...) that a
 * browser reports as coming from another site is refused: without it any page the operator visits
 * could post to the dashboard's API.
 */
export async function installOperatorAuth(
  app: FastifyInstance,
  password: string,
  limiter: RateLimiter,
): Promise<void> {
  await app.register(fastifyBasicAuth, {
    authenticate: { realm: 'Pitchfit operations' },
    strictCredentials: false,
    async validate(user, candidate, request) {
      const outcome = await limiter
        .attempt('operatorAuthFailure', request.ip, async () => {
          // Both comparisons always run: which half was wrong must not show in the timing.
          const userMatches = sameSecret(user, OPERATOR_USER);
          const passwordMatches = sameSecret(candidate, password);
          return userMatches && passwordMatches;
        })
        .catch((error: unknown) => {
          // Without Redis no guess is compared (503); its own status keeps the Basic challenge off it.
          throw error instanceof RedisUnavailableError ? Object.assign(error, { statusCode: 503 }) : error;
        });
      // A status of its own keeps the plugin from adding its Basic challenge to a 429.
      if (!outcome.allowed)
        throw Object.assign(new RateLimitedError(outcome.retryAfterSeconds), { statusCode: 429 });
      if (!outcome.passed) throw signInRequired();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    // Answered here, not by the error handler: bull-board's routes have an error handler of their own.
    const refusal = await new Promise<Error | undefined>((settle) => app.basicAuth(request, reply, settle));
    if (refusal instanceof DomainError) return restErrorHandler(refusal, request, reply);
    // The plugin's refusal of a missing or malformed header asks for the same sign-in as a wrong password.
    if (refusal && 'code' in refusal && refusal.code === 'FST_BASIC_AUTH_MISSING_OR_BAD_AUTHORIZATION_HEADER')
      return restErrorHandler(signInRequired(), request, reply);
    if (refusal) throw refusal;
    const site = request.headers['sec-fetch-site'];
    if (SAFE_METHODS.has(request.method) || site === undefined || site === 'same-origin' || site === 'none')
      return;
    return reply.status(403).send(restErrorBody(CROSS_SITE_REFUSED));
  });
}
