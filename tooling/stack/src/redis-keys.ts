import type { Redis } from 'ioredis';

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
