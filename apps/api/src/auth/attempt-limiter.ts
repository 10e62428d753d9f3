import type { Redis } from 'ioredis';
import { clientAddressKey } from '../operations/client-address';

export interface AttemptLimiter {
  /** Seconds until `client` may try again, or 0 when it is not blocked. */
  retryAfterSeconds(client: string): Promise<number>;
  recordFailure(client: string): Promise<void>;
}

export interface AttemptLimiterOptions {
  /** Redis key prefix; the client key is appended. */
  keyPrefix: string;
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Counts failed attempts per client in a fixed window held in Redis, so every API process shares
 * the count. Only failures count: a client that keeps succeeding is not guessing.
 */
export function createAttemptLimiter(redis: Redis, options: AttemptLimiterOptions): AttemptLimiter {
  const keyOf = (client: string) => `${options.keyPrefix}:${clientAddressKey(client)}`;
  return {
    async retryAfterSeconds(client) {
      const key = keyOf(client);
      const [failures, ttlMs] = await Promise.all([redis.get(key), redis.pttl(key)]);
      if (Number(failures ?? 0) < options.maxFailures) return 0;
      return ttlMs > 0 ? Math.ceil(ttlMs / 1000) : options.windowSeconds;
    },
    async recordFailure(client) {
      const key = keyOf(client);
      // SET NX EX opens the window at the first failure and INCR never extends it. (EXPIRE … NX
      // would too, but needs Redis 7; the operations guide promises 6.2.)
      await redis.multi().set(key, 0, 'EX', options.windowSeconds, 'NX').incr(key).exec();
    },
  };
}
