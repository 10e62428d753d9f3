import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteRedisKeys } from './redis-keys';

describe('deleteRedisKeys', () => {
  const prefix = `${inject('redisKeyPrefix')}-${randomBytes(4).toString('hex')}`;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(inject('redisUrl'), { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
  });
  afterAll(async () => {
    await redis.unlink(`${prefix}-kept:a`, `${prefix}kept`);
    redis.disconnect();
  });

  it('deletes every key under the pattern, over several SCAN batches, and nothing else', async () => {
    const doomed = Array.from({ length: 1_200 }, (_, i) => `${prefix}:key:${i}`);
    for (let i = 0; i < doomed.length; i += 400) {
      await redis.mset(...doomed.slice(i, i + 400).flatMap((key) => [key, '1']));
    }
    await redis.set(`${prefix}-kept:a`, '1');
    await redis.set(`${prefix}kept`, '1');

    expect(await deleteRedisKeys(redis, `${prefix}:*`)).toBe(1_200);
    expect(await redis.exists(...doomed.slice(0, 50))).toBe(0);
    expect(await redis.exists(`${prefix}-kept:a`, `${prefix}kept`)).toBe(2);
  });

  it('answers 0 when nothing matches', async () => {
    expect(await deleteRedisKeys(redis, `${prefix}:nothing-here:*`)).toBe(0);
  });
});
