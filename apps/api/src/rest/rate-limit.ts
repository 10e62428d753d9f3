import type { RateLimitPolicyName } from '@pitchfit/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { RateLimitedError, type RateLimiter } from '../operations/rate-limit';
import { restErrorBody } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts a route into a per-address limit: `config: { rateLimit: 'pitchSubmit' }`. */
    rateLimit?: RateLimitPolicyName;
  }
}

/**
 * Applies each route's `config.rateLimit` policy before the body is read, so a flood costs no
 * parsing; every request counts, valid or not. Install before registering routes.
 */
export function installRestRateLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRequest', async (request, reply) => {
    const policy = request.routeOptions.config.rateLimit;
    if (!policy) return;
    const decision = await limiter.consume(policy, request.ip);
    if (decision.allowed) return;
    const refusal = new RateLimitedError(decision.retryAfterSeconds);
    return reply
      .status(429)
      .header('retry-after', String(refusal.retryAfterSeconds))
      .send(restErrorBody(refusal.message));
  });
}
