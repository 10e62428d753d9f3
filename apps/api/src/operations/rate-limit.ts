import { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from '@pitchfit/contracts/constants';
import { DomainError } from '@pitchfit/contracts/errors';
import { rateLimitedMessage } from '@pitchfit/contracts/messages';
import type { Redis } from 'ioredis';
import { clientAddressKey } from './client-address';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client's window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request of `clientAddress` under `policy` and says whether it may proceed. */
  consume(policy: RateLimitPolicyName, clientAddress: string): Promise<RateLimitDecision>;
  /** Says whether `clientAddress` is over `policy`'s limit, without counting anything. */
  peek(policy: RateLimitPolicyName, clientAddress: string): Promise<RateLimitDecision>;
}

/** A call refused by a rate limit: 429 over REST, TOO_MANY_REQUESTS over tRPC, both with Retry-After. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', rateLimitedMessage(retryAfterSeconds));
  }
}

/**
 * Fixed-window counters in Redis, one key per policy and client, so every API process shares the
 * count. The window starts at a client's first request and its key expires with it. When Redis
 * does not answer, requests are let through (and `onError` reports it): an outage of the limiter
 * must not take sign-in down with it.
 */
export function createRateLimiter(
  redis: Redis,
  keyPrefix: string,
  onError: (error: unknown) => void,
): RateLimiter {
  const keyOf = (policy: RateLimitPolicyName, address: string) =>
    `${keyPrefix}:rate-limit:${policy}:${clientAddressKey(address)}`;

  /** `used` requests in the current window; past the policy's max, the window's remaining time is the wait. */
  const decide = (policy: RateLimitPolicyName, used: number, ttlMs: number): RateLimitDecision => {
    if (used <= RATE_LIMIT_POLICIES[policy].max) return { allowed: true, retryAfterSeconds: 0 };
    const retryAfterSeconds = ttlMs > 0 ? Math.ceil(ttlMs / 1000) : RATE_LIMIT_POLICIES[policy].windowSeconds;
    return { allowed: false, retryAfterSeconds };
  };
  const letThrough = (error: unknown): RateLimitDecision => {
    onError(error);
    return { allowed: true, retryAfterSeconds: 0 };
  };

  return {
    async consume(policy, clientAddress) {
      const key = keyOf(policy, clientAddress);
      const { windowSeconds } = RATE_LIMIT_POLICIES[policy];
      try {
        // SET NX EX opens the window once; INCR then never extends it (works on any Redis version).
        const replies = await redis.multi().set(key, 0, 'EX', windowSeconds, 'NX').incr(key).pttl(key).exec();
        const [, count, ttlMs] = (replies ?? []).map(([error, value]) => {
          if (error) throw error;
          return Number(value);
        });
        if (count === undefined || ttlMs === undefined)
          throw new Error('Rate limit transaction was aborted.');
        return decide(policy, count, ttlMs);
      } catch (error) {
        return letThrough(error);
      }
    },
    async peek(policy, clientAddress) {
      const key = keyOf(policy, clientAddress);
      try {
        const [count, ttlMs] = await Promise.all([redis.get(key), redis.pttl(key)]);
        // Counting this request would make it one more than already counted.
        return decide(policy, Number(count ?? 0) + 1, ttlMs);
      } catch (error) {
        return letThrough(error);
      }
    },
  };
}
