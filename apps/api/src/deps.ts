import { BYTES_PER_MB } from '@pitchfit/contracts/constants';
import type { QueueName } from '@pitchfit/contracts/jobs';
import { createDb, type Database } from '@pitchfit/db/client';
import { closeQueues, createQueueEvents, createQueues, type Queues } from '@pitchfit/queue/queues';
import { closeWithin, createRedis, throttledErrorHandler } from '@pitchfit/queue/redis';
import { followUpQuestions } from '@pitchfit/scoring/deck';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type AuthDeps, createAuthDeps } from './auth/deps';
import type { DeckUploadLimits } from './domain/decks/check-deck-upload';
import type { FollowUpQuestion } from './domain/profile/submit-thesis';
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
  /** What intake refuses before storing a deck; the worker's reader enforces the same limits. */
  deckLimits: DeckUploadLimits;
  /** The deck engine's follow-up questions for a new thesis. */
  followUpQuestions: (thesis: string) => Promise<FollowUpQuestion[]>;
  close: () => Promise<void>;
}

export function createDeps(env: ApiEnv, logger: Pick<Logger, 'error'>): AppDeps {
  const { db, close: closeDb, ping } = createDb(env.DATABASE_URL);
  const onRedisError = throttledErrorHandler((err) => logger.error({ err }, 'Redis connection error'));
  const redis = createRedis(env.REDIS_URL, 'producer', onRedisError);
  const eventsConnection = createRedis(env.REDIS_URL, 'blocking', onRedisError);
  const queues = createQueues(redis, env.REDIS_PREFIX, onRedisError);
  const grading = createQueueEvents('grading', eventsConnection, env.REDIS_PREFIX, onRedisError);
  return {
    env,
    db,
    pingDb: ping,
    redis,
    queues,
    queueEvents: { grading },
    auth: createAuthDeps(env, redis),
    deckLimits: { maxBytes: Math.floor(env.MAX_DECK_MB * BYTES_PER_MB), maxPages: env.MAX_DECK_PAGES },
    followUpQuestions: async (thesis) => followUpQuestions(thesis),
    close: async () => {
      await closeWithin(() => grading.close(), 3_000);
      await closeQueues(queues);
      redis.disconnect();
      eventsConnection.disconnect();
      await closeDb();
    },
  };
}
