import { databaseSettingsOf } from '@pitchfit/contracts/env/database';
import { objectStorageOf } from '@pitchfit/contracts/env/object-storage';
import { redisTargetOf } from '@pitchfit/contracts/env/redis';
import { createDb, type Database } from '@pitchfit/db/client';
import { createDeckBytes, type DeckBytes } from '@pitchfit/decks/bytes/deck-bytes';
import { createS3Objects } from '@pitchfit/decks/bytes/s3-objects';
import { createDeckChangePublisher, type DeckChangePublisher } from '@pitchfit/decks/lifecycle';
import { createLogger } from '@pitchfit/logging/logger';
import { closeQueues, createQueues, type Queues } from '@pitchfit/queue/queues';
import { createRedis, type RedisClient, throttledErrorHandler } from '@pitchfit/queue/redis';
import { type ApplicationGrader, builtinGrader, claudeGrader } from '@pitchfit/scoring/application';
import { createClaudeClient } from '@pitchfit/scoring/claude';
import type { Logger } from 'pino';
import { createDeckPipeline, type DeckPipeline } from './deck-scoring/deck-pipeline';
import type { WorkerEnv } from './env';

/** Everything a processor may touch, built once per process. */
export interface WorkerDeps {
  env: WorkerEnv;
  db: Database;
  /** Deck PDFs, in PostgreSQL or object storage (S3_* settings). */
  deckBytes: DeckBytes;
  logger: Logger;
  /** Blocking connection shared by the workers. */
  connection: RedisClient;
  /** Producer handles, for jobs that fan out into other jobs. */
  queues: Queues;
  graders: { primary: ApplicationGrader; fallback: ApplicationGrader };
  deckChanges: DeckChangePublisher;
  decks: DeckPipeline;
  close: () => Promise<void>;
}

/**
 * The worker's logger is the API's (`@pitchfit/logging`): a failed statement's values (a deck's text,
 * an application, a thesis) stay out of its error logs, as during a PostgreSQL outage (issue 27, B14).
 */
export function createDeps(env: WorkerEnv, logger: Logger = createLogger(env.LOG_LEVEL)): WorkerDeps {
  const { db, close: closeDb } = createDb(env.DATABASE_URL, { prepare: databaseSettingsOf(env).prepare });
  const storage = objectStorageOf(env);
  const objects = storage ? createS3Objects(storage) : null;
  const redisTarget = redisTargetOf(env);
  const onRedisError = throttledErrorHandler((err) => logger.error({ err }, 'Redis connection error'));
  const connection = createRedis(redisTarget, 'blocking', onRedisError);
  const producer = createRedis(redisTarget, 'blocking', onRedisError);
  const queues = createQueues(producer, env.REDIS_PREFIX, onRedisError);
  const builtin = builtinGrader();
  // One client for the grader and the deck engine: they share the key, endpoint, timeout and retries.
  const claude = env.ANTHROPIC_API_KEY
    ? createClaudeClient({
        apiKey: env.ANTHROPIC_API_KEY,
        baseURL: env.ANTHROPIC_BASE_URL,
        timeoutMs: env.ANTHROPIC_TIMEOUT_MS,
        maxRetries: env.ANTHROPIC_MAX_RETRIES,
      })
    : null;
  return {
    env,
    db,
    deckBytes: createDeckBytes(db, objects),
    logger,
    connection,
    queues,
    graders: {
      primary: claude ? claudeGrader(claude, { model: env.ANTHROPIC_MODEL }) : builtin,
      fallback: builtin,
    },
    deckChanges: createDeckChangePublisher(producer, env.REDIS_PREFIX, logger),
    decks: createDeckPipeline(env, claude),
    close: async () => {
      await closeQueues(queues);
      connection.disconnect();
      producer.disconnect();
      objects?.close();
      await closeDb();
    },
  };
}
