import { Redis } from 'ioredis';

export interface RedisConfig {
  url: string;
  /** Key prefix for every BullMQ key, so several runs or deployments can share one Redis. */
  prefix: string;
}

/**
 * BullMQ needs `maxRetriesPerRequest: null` on connections that block (workers, queue events);
 * producers in a request path instead fail fast so an HTTP call never hangs on a dead Redis.
 */
export function createRedis(url: string, role: 'blocking' | 'producer'): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: role === 'blocking' ? null : 1,
    enableOfflineQueue: role === 'blocking',
    connectTimeout: 5_000,
    lazyConnect: false,
  });
}
