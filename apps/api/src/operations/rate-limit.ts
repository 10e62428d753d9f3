import { once } from 'node:events';
import { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from '@pitchfit/contracts/constants';
import { DomainError } from '@pitchfit/contracts/errors';
import { rateLimitedMessage } from '@pitchfit/contracts/messages';
import type { RedisClient } from '@pitchfit/queue/redis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddressKey } from './client-address';
import { RedisUnavailableError } from './redis-unavailable';

/** How long a request waits for a (re)connecting Redis before it is let through unchecked. */
const REDIS_READY_WAIT_MS = 1_000;

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client's window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request of `clientAddress` under `policy` and says whether it may proceed. */
  consume(policy: RateLimitPolicyName, clientAddress: string): Promise<RateLimitDecision>;
  /**
   * A failure limit around a secret check: counts the attempt first, atomically, and runs `check`
   * only when the count is within the policy's max; a check that passes gives its count back. So
   * however many guesses arrive at once, at most `max` wrong ones are ever compared per window.
   * `passed` is false when the check failed or did not run. Without Redis nothing is counted, so
   * nothing is compared either: it throws RedisUnavailableError (503 with Retry-After).
   */
  attempt(
    policy: RateLimitPolicyName,
    clientAddress: string,
    check: () => Promise<boolean>,
  ): Promise<RateLimitDecision & { passed: boolean }>;
}

/** A call refused by a rate limit: 429 over REST, TOO_MANY_REQUESTS over tRPC, both with Retry-After. */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = rateLimitedMessage(retryAfterSeconds),
    reason?: string,
  ) {
    super('TOO_MANY_REQUESTS', message, undefined, reason === undefined ? {} : { reason });
  }
}

/**
 * Fixed windows counted in Redis by rate-limiter-flexible (one Lua script: open the window, add,
 * read its time left), one key per policy and client, so every API process shares the count and
 * parallel requests cannot slip between a read and a write. The window starts at a client's first
 * request and its key expires with it. The API's Redis connection refuses commands until connected
 * (so no request hangs on a dead Redis); a request arriving before that waits up to a second for
 * it. When Redis still does not answer, request limits let requests through (and `onError` reports
 * it): an outage of the limiter must not take the product down with it. Failure limits fail closed
 * instead: a guess that cannot be counted is not compared (40 of 40 wrong access codes were checked
 * during an outage).
 */
export function createRateLimiter(
  redis: RedisClient,
  keyPrefix: string,
  onError: (error: unknown) => void,
): RateLimiter {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMIT_POLICIES).map(([policy, { max, windowSeconds }]) => [
      policy,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}:rate-limit:${policy}`,
        points: max,
        duration: windowSeconds,
      }),
    ]),
  ) as Record<RateLimitPolicyName, RateLimiterRedis>;

  // One wait shared by every request that arrives while Redis connects, not a listener each.
  let connecting: Promise<unknown> | null = null;
  const ready = async () => {
    if (redis.status === 'ready') return;
    connecting ??= once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_READY_WAIT_MS) }).finally(() => {
      connecting = null;
    });
    await connecting;
  };
  /** rate-limiter-flexible rejects with its result when over the limit, with an Error when Redis fails. */
  const consume = async (
    policy: RateLimitPolicyName,
    key: string,
    withoutRedis: 'let-through' | 'refuse',
  ): Promise<RateLimitDecision> => {
    try {
      await ready();
      await limiters[policy].consume(key);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        onError(rejection);
        if (withoutRedis === 'refuse') throw new RedisUnavailableError(rejection);
        return { allowed: true, retryAfterSeconds: 0 };
      }
      const ms = rejection.msBeforeNext;
      return {
        allowed: false,
        retryAfterSeconds: ms > 0 ? Math.ceil(ms / 1000) : RATE_LIMIT_POLICIES[policy].windowSeconds,
      };
    }
  };

  return {
    consume: (policy, clientAddress) => consume(policy, clientAddressKey(clientAddress), 'let-through'),
    async attempt(policy, clientAddress, check) {
      const key = clientAddressKey(clientAddress);
      const decision = await consume(policy, key, 'refuse');
      if (!decision.allowed) return { ...decision, passed: false };
      const passed = await check();
      if (passed) await limiters[policy].reward(key).catch(onError);
      return { ...decision, passed };
    },
  };
}
