import { randomBytes } from 'node:crypto';

/** Where one e2e run's server, database and Redis keys live. */
export interface E2eRun {
  baseUrl: string;
  port: number;
  adminDatabaseUrl: string;
  databaseName: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** The operator's password for this run's server (queue dashboard), shared with the tests. */
  operatorPassword: string;
}

const RUN_ID = /^\d+_[0-9a-f]+$/;

/**
 * Names this run's resources. The playwright config calls it first, in the main process, which
 * fixes E2E_RUN_ID in the environment that the web server, the teardown and the workers inherit.
 */
export function e2eRun(env: NodeJS.ProcessEnv = process.env): E2eRun {
  env.E2E_RUN_ID ??= `${Date.now()}_${randomBytes(4).toString('hex')}`;
  const runId = env.E2E_RUN_ID;
  env.E2E_OPERATOR_PASSWORD ??= randomBytes(18).toString('base64url');
  // The id ends up in SQL identifiers and Redis key patterns: accept only what we generate.
  if (!RUN_ID.test(runId)) throw new Error(`E2E_RUN_ID must look like <timestamp>_<hex>, got "${runId}"`);

  const port = Number(env.E2E_PORT ?? 3100);
  const adminDatabaseUrl = env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `e2e_${runId}`;
  const databaseUrl = new URL(adminDatabaseUrl);
  databaseUrl.pathname = `/${databaseName}`;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    adminDatabaseUrl,
    databaseName,
    databaseUrl: databaseUrl.toString(),
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: `e2e-${runId}`,
    operatorPassword: env.E2E_OPERATOR_PASSWORD,
  };
}
