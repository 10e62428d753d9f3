import { createTestDatabase, testRedisPrefix, testRedisUrl } from '@pitchfit/testing/database';
import { createDeps as createWorkerDeps } from '@pitchfit/worker/deps';
import { readEnv as readWorkerEnv } from '@pitchfit/worker/env';
import { closeWorkers, startWorkers } from '@pitchfit/worker/workers';
import pino from 'pino';
import { createDeps as createApiDeps } from '../../src/deps';
import { readEnv } from '../../src/env';
import { buildServer } from '../../src/server';

export interface TestAppOptions {
  /** Start an in-process worker on the same database and Redis prefix (default true). */
  worker?: boolean;
  env?: Record<string, string>;
}

/**
 * The real API (and, by default, the real worker code) on a database of its own and a Redis
 * prefix of its own. Use `app.inject()` or `app.listen({ port: 0 })`.
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const baseEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: await createTestDatabase(),
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: testRedisPrefix(),
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  const deps = createApiDeps(readEnv(baseEnv), pino({ level: 'silent' }));
  const app = await buildServer(deps);
  await app.ready();

  let worker: { stop: () => Promise<void> } | null = null;
  const startWorker = () => {
    const workerDeps = createWorkerDeps(readWorkerEnv(baseEnv), pino({ level: 'silent' }));
    const workers = startWorkers(workerDeps);
    worker = {
      stop: async () => {
        await closeWorkers(workers, 5_000);
        await workerDeps.close();
      },
    };
  };
  if (options.worker !== false) startWorker();

  return {
    app,
    deps,
    env: baseEnv,
    startWorker,
    stopWorker: async () => {
      await worker?.stop();
      worker = null;
    },
    close: async () => {
      await worker?.stop();
      await app.close();
      await deps.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
