import type { QueueName } from '@pitchfit/contracts/jobs';
import { createDb, type Database } from '@pitchfit/db/client';
import { createQueueEvents, createQueues, closeQueues, type Queues } from '@pitchfit/queue/queues';
import { createRedis } from '@pitchfit/queue/redis';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { type AuthDeps, createAuthDeps } from './auth/deps';
import type { ApiEnv } from './env';

/** Everything a request handler may touch, built once per process and handed down explicitly. */
export interface AppDeps {
  env: ApiEnv;
  db: Database;
  pingDb: () => Promise<void>;
  redis: Redis;
  queues: Queues;
  /** Completion events of queues whose results a request waits for. */
  queueEvents: Pick<Record<QueueName, QueueEvents>, 'grading'>;
  auth: AuthDeps;
  close: () => Promise<void>;
}

export function createDeps(env: ApiEnv): AppDeps {
  const { db, close: closeDb, ping } = createDb(env.DATABASE_URL);
  const redis = createRedis(env.REDIS_URL, 'producer');
  const eventsConnection = createRedis(env.REDIS_URL, 'blocking');
  const queues = createQueues(redis, env.REDIS_PREFIX);
  const grading = createQueueEvents('grading', eventsConnection, env.REDIS_PREFIX);
  return {
    env,
    db,
    pingDb: ping,
    redis,
    queues,
    queueEvents: { grading },
    auth: createAuthDeps(env, redis),
    close: async () => {
      await grading.close();
      await closeQueues(queues);
      redis.disconnect();
      eventsConnection.disconnect();
      await closeDb();
    },
  };
}
