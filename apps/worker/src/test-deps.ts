import { createTestDatabase, testRedisPrefix, testRedisUrl } from '@pitchfit/testing/database';
import pino from 'pino';
import { createDeps, type WorkerDeps } from './deps';
import { readEnv } from './env';

/**
 * For the worker's integration tests: its deps on a database (a fresh one unless `env` names one) and a
 * Redis prefix of their own, logging nothing unless given a logger; `env` adds or overrides settings.
 */
export async function workerTestDeps(
  env: Record<string, string> = {},
  logger = pino({ level: 'silent' }),
): Promise<WorkerDeps> {
  return createDeps(
    readEnv({
      DATABASE_URL: env.DATABASE_URL ?? (await createTestDatabase()),
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: testRedisPrefix(),
      ...env,
    }),
    logger,
  );
}
