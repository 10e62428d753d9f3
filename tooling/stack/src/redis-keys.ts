import { Redis } from 'ioredis';

/**
 * Deletes every key matching `pattern` (a SCAN glob such as `prefix:*`) and answers how many went. SCAN
 * in batches, not KEYS, so a Redis shared with other runs is never blocked while a run cleans up.
 */
export async function deleteRedisKeys(redis: Redis, pattern: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}

/** `deleteRedisKeys` on a connection of its own to `url`, closed afterwards: for teardowns that hold none. */
export async function deleteRedisKeysAt(url: string, pattern: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return await deleteRedisKeys(redis, pattern);
  } finally {
    redis.disconnect();
  }
}
