import type { AppDeps } from '@pitchfit/api/deps';

/** Deletes every key under `prefix:` (SCAN, not KEYS, so a shared Redis is never blocked). */
export async function deleteRedisPrefix(redis: AppDeps['redis'], prefix: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
