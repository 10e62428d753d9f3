/**
 * `pnpm start`: the whole product on one origin with embedded defaults.
 * Uses DATABASE_URL and REDIS_URL when set; otherwise starts an embedded PostgreSQL (data under
 * .data/) and, if needed, a local redis-server. Then builds the web app and runs API and worker;
 * a worker that crashes is restarted with backoff (supervise.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { announceWhenReady } from './announce';
import { devSignIn } from './dev-sign-in';
import { DATA_DIR, WEB_DIST_DIR } from './paths';
import { startApp } from './processes';
import { exitQuietlyOnSignals } from './quiet-exit';
import { type RunningService, resolveRedis, startEmbeddedPostgres, usePostgres } from './services';
import { type Supervised, supervise, WORKER_BACKOFF } from './supervise';
import { buildWebApp } from './web-build';

const log = (message: string) => console.log(`[pitchfit] ${message}`);
const services: RunningService[] = [];
const children: ChildProcess[] = [];
let worker: Supervised | null = null;
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  await worker?.stop();
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  for (const service of services.reverse()) await service.stop().catch(() => undefined);
  if (code === 0) log('stopped');
  process.exit(code);
}
exitQuietlyOnSignals(stopAll);

try {
  const pg = process.env.DATABASE_URL
    ? await usePostgres(process.env.DATABASE_URL)
    : await startEmbeddedPostgres({
        dataDir: join(DATA_DIR, 'postgres'),
        port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
        database: 'pitchfit',
        log,
      });
  services.push(pg);
  // An explicit REDIS_URL is used as it is; only the default may get a redis-server of our own.
  const redis = await resolveRedis({
    url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    mayStart: process.env.REDIS_URL === undefined,
    log,
  });
  services.push(redis);

  if (process.env.SKIP_WEB_BUILD !== '1') buildWebApp(log);

  const signIn = await devSignIn(log);
  services.push(signIn);

  const env = {
    ...process.env,
    ...signIn.env,
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? WEB_DIST_DIR,
    PITCHFIT_DATA_DIR: DATA_DIR,
  };
  children.push(startApp('api', 'apps/api/src/index.ts', env));
  // A crashed worker is restarted with backoff; the API exiting still stops everything.
  worker = supervise('worker', () => startApp('worker', 'apps/worker/src/index.ts', env), {
    backoff: WORKER_BACKOFF,
    log,
  });
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        log(`a process exited (${code ?? 'signal'}); stopping everything`);
        void stopAll(code || 1);
      }
    });
  }
  log(`starting on ${process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`}`);
  void announceWhenReady(env, signIn.url !== '');
} catch (error) {
  console.error(`[pitchfit] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
