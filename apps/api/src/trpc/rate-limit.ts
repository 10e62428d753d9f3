import type { RateLimitPolicyName } from '@pitchfit/contracts/constants';
import type { TRPCError } from '@trpc/server';
import { RateLimitedError } from '../operations/rate-limit';
import { RedisUnavailableError } from '../operations/redis-unavailable';
import { DatabaseUnavailableError } from '../rest/database-unavailable';
import { middleware } from './init';

/**
 * Opts a procedure into a per-address limit; `.use()` it before `.input()` so a flood costs no
 * parsing. Shares the policy's count with the REST form of the same call.
 */
export const rateLimited = (policy: RateLimitPolicyName) =>
  middleware(async ({ ctx, next }) => {
    const decision = await ctx.deps.operations.rateLimiter.consume(policy, ctx.clientIp);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    return next();
  });

/**
 * The Retry-After header of a tRPC answer that a rate limit refused, or that an unreachable
 * PostgreSQL or Redis turned away (tRPC's `responseMeta`).
 */
export function rateLimitHeaders({ errors }: { errors: TRPCError[] }): { headers?: Record<string, string> } {
  const refusal = errors
    .map((error) => error.cause)
    .find(
      (cause) =>
        cause instanceof RateLimitedError ||
        cause instanceof DatabaseUnavailableError ||
        cause instanceof RedisUnavailableError,
    );
  return refusal ? { headers: { 'retry-after': String(refusal.retryAfterSeconds) } } : {};
}
