import { join } from 'node:path';
import { DATA_DIR } from './paths';
import { type RunningService, resolveRedis, startEmbeddedPostgres, usePostgres } from './services';

export const DEFAULT_TEST_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestServices {
  /** A superuser URL; tests create and drop their own databases through it. */
  pgAdminUrl: string;
  redisUrl: string;
  stop: () => Promise<void>;
}

/**
 * PostgreSQL and Redis for a test run: TEST_PG_ADMIN_URL (default: the local server on 5432) when it
 * answers, else an embedded PostgreSQL under .data/test-postgres; REDIS_URL, else a local redis-server.
 */
export async function resolveTestServices(log: (m: string) => void): Promise<TestServices> {
  const started: RunningService[] = [];
  const configured = process.env.TEST_PG_ADMIN_URL ?? DEFAULT_TEST_PG_ADMIN_URL;
  const pg = await usePostgres(configured).catch(() =>
    startEmbeddedPostgres({
      dataDir: join(DATA_DIR, 'test-postgres'),
      port: Number(process.env.EMBEDDED_TEST_POSTGRES_PORT ?? 54330),
      database: 'postgres',
      log,
    }),
  );
  started.push(pg);
  const redis = await resolveRedis({
    url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    mayStart: true,
    log,
  });
  started.push(redis);
  return {
    pgAdminUrl: pg.url,
    redisUrl: redis.url,
    stop: async () => {
      for (const service of started.reverse()) await service.stop();
    },
  };
}
