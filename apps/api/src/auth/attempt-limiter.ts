import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

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
 * An IPv6 client usually controls a whole /64, so it counts as one client; IPv4 addresses
 * (and IPv4-mapped IPv6) count one by one.
 */
export function clientKey(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts failed attempts per client in a fixed window held in Redis, so every API process shares
 * the count. Only failures count: a client that keeps succeeding is not guessing.
 */
export function createAttemptLimiter(redis: Redis, options: AttemptLimiterOptions): AttemptLimiter {
  const keyOf = (client: string) => `${options.keyPrefix}:${clientKey(client)}`;
  return {
    async retryAfterSeconds(client) {
      const key = keyOf(client);
      const [failures, ttlMs] = await Promise.all([redis.get(key), redis.pttl(key)]);
      if (Number(failures ?? 0) < options.maxFailures) return 0;
      return ttlMs > 0 ? Math.ceil(ttlMs / 1000) : options.windowSeconds;
    },
    async recordFailure(client) {
      const key = keyOf(client);
      // NX: the window starts at the first failure and is not extended by later ones.
      await redis.multi().incr(key).expire(key, options.windowSeconds, 'NX').exec();
    },
  };
}
