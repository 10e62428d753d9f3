/**
 * `pnpm start`: the whole product on one origin with embedded defaults.
 * Uses DATABASE_URL and REDIS_URL when set; otherwise starts an embedded PostgreSQL (data under
 * .data/) and, if needed, a local redis-server. Then builds what changed since the last build (web
 * app, API, worker: build/ensure-built.ts) and runs API and then worker as built JavaScript; an
 * API or worker that crashes, or is killed by a signal, is restarted with backoff (supervise.ts).
 */
import { join } from 'node:path';
import { announceWhenReady } from './announce';
import { ensureBuilt } from './build/ensure-built';
import { product } from './build/products';
import { devSignIn } from './dev-sign-in';
import { DATA_DIR, WEB_DIST_DIR } from './paths';
import { startApp, startLogLevel } from './processes';
import { exitQuietlyOnSignals } from './quiet-exit';
import { type RunningService, resolveRedis, startEmbeddedPostgres, usePostgres } from './services';
import { API_BACKOFF, type Supervised, supervise, WORKER_BACKOFF } from './supervise';
import { workerProcessEnv } from './worker-env';

const log = (message: string) => console.log(`[pitchfit] ${message}`);
const services: RunningService[] = [];
let supervisedApi: Supervised | null = null;
let supervisedWorker: Supervised | null = null;
let stopping = false;

async function stopAll(code: number) {
  if (stopping) {
    // A second Ctrl-C while stopping: whatever still runs is killed, and we leave at once (the next
    // start stops a PostgreSQL left on its data directory).
    for (const app of [supervisedWorker, supervisedApi]) app?.current()?.kill('SIGKILL');
    process.exit(code === 0 ? 1 : code);
  }
  stopping = true;
  for (const app of [supervisedWorker, supervisedApi]) app?.stopRestarting();
  await supervisedWorker?.stop();
  await supervisedApi?.stop();
  for (const service of services.reverse()) await service.stop().catch(() => undefined);
  if (code === 0) log('stopped');
  process.exit(code);
}
exitQuietlyOnSignals(stopAll);

/** Builds what changed since the last build: the web app (unless SKIP_WEB_BUILD=1), the API and the worker. */
async function buildChanged() {
  // SKIP_WEB_BUILD=1 serves the last web build as it is, even if its sources changed since.
  if (process.env.SKIP_WEB_BUILD !== '1') await ensureBuilt(product('web'), log);
  const api = product('api');
  const worker = product('worker');
  await ensureBuilt(api, log);
  await ensureBuilt(worker, log);
  return { api, worker };
}

/**
 * PostgreSQL, Redis and the sign-in provider, started side by side (and beside the builds): with
 * nothing to build, start-up is mostly waiting for them. Whatever started is stopped on the way out,
 * even when another failed.
 */
async function startServices() {
  const settled = await Promise.allSettled([
    process.env.DATABASE_URL
      ? usePostgres(process.env.DATABASE_URL)
      : startEmbeddedPostgres({
          dataDir: join(DATA_DIR, 'postgres'),
          port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
          database: 'pitchfit',
          log,
        }),
    // An explicit REDIS_URL is used as it is; only the default may get a redis-server of our own.
    resolveRedis({
      url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      mayStart: process.env.REDIS_URL === undefined,
      log,
    }),
    devSignIn(log),
  ] as const);
  for (const result of settled) if (result.status === 'fulfilled') services.push(result.value);
  const [pg, redis, signIn] = settled;
  if (pg.status === 'rejected') throw pg.reason;
  if (redis.status === 'rejected') throw redis.reason;
  if (signIn.status === 'rejected') throw signIn.reason;
  return { pg: pg.value, redis: redis.value, signIn: signIn.value };
}

const servicesStarted = startServices();
try {
  const [{ pg, redis, signIn }, { api, worker }] = await Promise.all([servicesStarted, buildChanged()]);

  const env = {
    ...process.env,
    ...signIn.env,
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? WEB_DIST_DIR,
    PITCHFIT_DATA_DIR: DATA_DIR,
    LOG_LEVEL: startLogLevel(process.env),
  };
  // Supervised like the worker: an API that dies (by a signal too) is restarted with backoff, rather
  // than everything stopping, or `pnpm start` hanging as it did when the API was killed.
  supervisedApi = supervise('api', () => startApp('api', api.output, env), { backoff: API_BACKOFF, log });
  log(`starting on ${process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`}`);
  // The worker starts once the API has answered (or given up): on two cores, starting both at once
  // slows the one people wait for.
  void announceWhenReady(env, signIn.url !== '').then(() => {
    if (stopping) return;
    supervisedWorker = supervise('worker', () => startApp('worker', worker.output, workerProcessEnv(env)), {
      backoff: WORKER_BACKOFF,
      log,
    });
  });
} catch (error) {
  console.error(`[pitchfit] ${error instanceof Error ? error.message : String(error)}`);
  // A failed build must not leave the services it ran beside unstopped.
  await servicesStarted.catch(() => undefined);
  await stopAll(1);
}
