import { databaseSettingsOf } from '@pitchfit/contracts/env/database';
import { deckLimitsOf } from '@pitchfit/contracts/env/deck-limits';
import { objectStorageOf } from '@pitchfit/contracts/env/object-storage';
import { redisTargetOf } from '@pitchfit/contracts/env/redis';
import { QUEUES, type QueueName } from '@pitchfit/contracts/jobs';
import { createDb, type Database } from '@pitchfit/db/client';
import { createDeckBytes, type DeckBytes } from '@pitchfit/decks/bytes/deck-bytes';
import { createS3Objects } from '@pitchfit/decks/bytes/s3-objects';
import { createDeckChangePublisher, type DeckChangePublisher } from '@pitchfit/decks/lifecycle';
import {
  createDeckChangeHub,
  type DeckChangeHub,
  publishSessionRevocation,
} from '@pitchfit/queue/deck-changes';
import { closeQueues, createQueueEvents, createQueues, type Queues } from '@pitchfit/queue/queues';
import {
  closeWithin,
  createRedis,
  createSubscriber,
  type RedisClient,
  throttledErrorHandler,
} from '@pitchfit/queue/redis';
import type { QueueEvents } from 'bullmq';
import type { Logger } from 'pino';
import { type AuthDeps, createAuthDeps } from './domain/auth/deps';
import type { DeckUploadLimits } from './domain/decks/check-deck-upload';
import { createDeckStreamLeases, type DeckStreamLeases } from './domain/decks/deck-stream-leases';
import { createDeckStreams, type DeckStreams } from './domain/decks/deck-streams';
import { getDeck } from './domain/decks/get-deck';
import type { FollowUpQuestion } from './domain/profile/submit-thesis';
import { createThesisReader, type ThesisReader } from './domain/profile/thesis-reader-pool';
import type { ApiEnv } from './env';
import { createOperationsDeps, type OperationsDeps } from './operations/deps';
import type { ServedRoute } from './route-table';

/** Everything a request handler may touch, built once per process and handed down explicitly. */
export interface AppDeps {
  env: ApiEnv;
  /** For what a request survives but an operator should see (e.g. a deck saved while Redis was down). */
  logger: Pick<Logger, 'error' | 'warn'>;
  db: Database;
  pingDb: () => Promise<void>;
  /** Deck PDFs, in PostgreSQL or object storage (S3_* settings). */
  deckBytes: DeckBytes;
  redis: RedisClient;
  queues: Queues;
  /** Events of every catalog queue: results a request waits for. */
  queueEvents: Record<QueueName, QueueEvents>;
  operations: OperationsDeps;
  auth: AuthDeps;
  /** Deck changes pushed to the investor's open screens, across every API process (Redis pub/sub). */
  deckChanges: DeckChangeDeps;
  /** What intake refuses before storing a deck; the worker's reader enforces the same limits. */
  deckLimits: DeckUploadLimits;
  /** Every route the HTTP server answers, filled as it registers them (reserved usernames come from it). */
  servedRoutes: ServedRoute[];
  /** The deck engine's follow-up questions for a new thesis, read on a thread off the event loop. */
  followUpQuestions: (thesis: string) => Promise<FollowUpQuestion[]>;
  /** How a thesis is read, corrections applied: on the same thread. */
  thesisReading: ThesisReader['reading'];
  close: () => Promise<void>;
}

export interface DeckChangeDeps extends DeckChangePublisher {
  /**
   * Ends the investor's open deck streams in every API process (their sessions were just revoked).
   * Best effort too: a stream that misses it still ends when its access token expires.
   */
  revokeStreams: (investorId: string) => Promise<void>;
  hub: DeckChangeHub;
  /** The investors' open streams counted across API processes, for the cap. */
  leases: DeckStreamLeases;
  /** The open streams of each investor, fed by one reading of each change. */
  streams: DeckStreams;
}

export function createDeps(env: ApiEnv, logger: Pick<Logger, 'error' | 'warn'>): AppDeps {
  const {
    db,
    close: closeDb,
    ping,
  } = createDb(env.DATABASE_URL, { prepare: databaseSettingsOf(env).prepare });
  const storage = objectStorageOf(env);
  const objects = storage ? createS3Objects(storage) : null;
  const redisTarget = redisTargetOf(env);
  const onRedisError = throttledErrorHandler((err) => logger.error({ err }, 'Redis connection error'));
  const redis = createRedis(redisTarget, 'producer', onRedisError);
  const queues = createQueues(redis, env.REDIS_PREFIX, onRedisError);
  // A QueueEvents blocks its connection on XREAD, so each queue's gets a connection of its own.
  const eventsConnections: RedisClient[] = [];
  const queueEvents = Object.fromEntries(
    Object.values(QUEUES).map((queue) => {
      const connection = createRedis(redisTarget, 'blocking', onRedisError);
      eventsConnections.push(connection);
      return [queue, createQueueEvents(queue, connection, env.REDIS_PREFIX, onRedisError)];
    }),
  ) as Record<QueueName, QueueEvents>;
  const thesisReader = createThesisReader();
  const deckChangeHub = createDeckChangeHub(
    () => createSubscriber(redisTarget, `${env.REDIS_PREFIX}:deck-changes`, onRedisError),
    env.REDIS_PREFIX,
  );
  const deckStreamLeases = createDeckStreamLeases(
    redis,
    createRedis(redisTarget, 'blocking', onRedisError),
    env.REDIS_PREFIX,
  );
  return {
    env,
    logger,
    db,
    pingDb: ping,
    deckBytes: createDeckBytes(db, objects),
    redis,
    queues,
    queueEvents,
    operations: createOperationsDeps({ env, redis, logger, onRedisError }),
    auth: createAuthDeps(env, redis),
    deckChanges: {
      ...createDeckChangePublisher(redis, env.REDIS_PREFIX, logger),
      revokeStreams: (investorId) =>
        publishSessionRevocation(redis, env.REDIS_PREFIX, investorId).catch((err: unknown) =>
          logger.warn({ err, investorId }, 'session revocation not published; streams end at token expiry'),
        ),
      hub: deckChangeHub,
      leases: deckStreamLeases,
      streams: createDeckStreams(deckChangeHub, deckStreamLeases, (investorId, deckId) =>
        getDeck(db, investorId, deckId),
      ),
    },
    deckLimits: deckLimitsOf(env),
    servedRoutes: [],
    followUpQuestions: (thesis) => thesisReader.questions(thesis),
    thesisReading: (thesis) => thesisReader.reading(thesis),
    close: async () => {
      await thesisReader.close();
      await closeWithin(() => Promise.all(Object.values(queueEvents).map((events) => events.close())), 3_000);
      await closeQueues(queues);
      await deckChangeHub.close();
      deckStreamLeases.close();
      redis.disconnect();
      for (const connection of eventsConnections) connection.disconnect();
      objects?.close();
      await closeDb();
    },
  };
}
