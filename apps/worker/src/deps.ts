import type { DeckChange } from '@pitchfit/contracts/deck-events';
import { createDb, type Database } from '@pitchfit/db/client';
import { publishDeckChange } from '@pitchfit/queue/deck-changes';
import { closeQueues, createQueues, type Queues } from '@pitchfit/queue/queues';
import { createRedis, throttledErrorHandler } from '@pitchfit/queue/redis';
import { type ApplicationGrader, builtinGrader, claudeGrader } from '@pitchfit/scoring/application';
import { createClaudeClient } from '@pitchfit/scoring/claude';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type { WorkerEnv } from './env';
import { createDeckPipeline, type DeckPipeline } from './processors/deck-pipeline';

/** Everything a processor may touch, built once per process. */
export interface WorkerDeps {
  env: WorkerEnv;
  db: Database;
  logger: Logger;
  /** Blocking connection shared by the workers. */
  connection: Redis;
  /** Producer handles, for jobs that fan out into other jobs. */
  queues: Queues;
  graders: { primary: ApplicationGrader; fallback: ApplicationGrader };
  /** Tells the investor's open screens that a deck changed; never throws (screens fall back to polling). */
  deckChanges: { publish: (change: DeckChange) => Promise<void> };
  decks: DeckPipeline;
  close: () => Promise<void>;
}

export function createDeps(env: WorkerEnv, logger: Logger = pino({ level: env.LOG_LEVEL })): WorkerDeps {
  const { db, close: closeDb } = createDb(env.DATABASE_URL);
  const onRedisError = throttledErrorHandler((err) => logger.error({ err }, 'Redis connection error'));
  const connection = createRedis(env.REDIS_URL, 'blocking', onRedisError);
  const producer = createRedis(env.REDIS_URL, 'blocking', onRedisError);
  const queues = createQueues(producer, env.REDIS_PREFIX, onRedisError);
  const builtin = builtinGrader();
  // One client for the grader and the deck engine: both call the same account with the same limits.
  const claudeClient = env.ANTHROPIC_API_KEY
    ? createClaudeClient({
        apiKey: env.ANTHROPIC_API_KEY,
        baseURL: env.ANTHROPIC_BASE_URL,
        timeoutMs: env.ANTHROPIC_TIMEOUT_MS,
        maxRetries: env.ANTHROPIC_MAX_RETRIES,
      })
    : null;
  const claude = claudeClient ? claudeGrader(claudeClient, { model: env.ANTHROPIC_MODEL }) : null;
  return {
    env,
    db,
    logger,
    connection,
    queues,
    graders: { primary: claude ?? builtin, fallback: builtin },
    deckChanges: {
      publish: (change) =>
        publishDeckChange(producer, env.REDIS_PREFIX, change).catch((err: unknown) =>
          logger.warn({ err, deckId: change.deckId }, 'deck change not published; screens will poll'),
        ),
    },
    decks: createDeckPipeline(env, claudeClient),
    close: async () => {
      await closeQueues(queues);
      connection.disconnect();
      producer.disconnect();
      await closeDb();
    },
  };
}
