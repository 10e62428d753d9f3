import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createDeps } from '@pitchfit/api/deps';
import { readEnv } from '@pitchfit/api/env';
import { applyMigrations } from '@pitchfit/db/migrate';
import { ensureBuilt, product } from '@pitchfit/stack/build';
import { resolveTestServices } from '@pitchfit/stack/test-services';
import { freePort } from '@pitchfit/testing/free-port';
import { startPrivateHaproxy } from '@pitchfit/testing/private-haproxy';
import { startPrivatePgBouncer } from '@pitchfit/testing/private-pgbouncer';
import { startPrivateRedisCluster } from '@pitchfit/testing/private-redis-cluster';
import { startPrivateS3 } from '@pitchfit/testing/private-s3';
import { type ProcessExit, untilExit, waitFor } from '@pitchfit/testing/wait';
import { startWorkerProcess, type WorkerProcess } from '@pitchfit/testing/worker-process';
import pino from 'pino';
import postgres from 'postgres';

export interface FleetOptions {
  apis: number;
  workers: number;
  /** Extra environment of every API process (a bench lifts the per-address limits it is not measuring). */
  apiEnv?: Record<string, string>;
}

export interface ApiProcess {
  pid: number;
  port: number;
  exited: Promise<ProcessExit>;
  kill: (signal: NodeJS.Signals) => void;
}

/** Only what the apps need from this environment: never a developer's real keys or REDIS_URL. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR'] as const;
  return Object.fromEntries(keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The product as a fleet on this machine, as docs/operations.md "Scaling out" deploys it: `apis`
 * built API processes behind Debian's haproxy, `workers` built worker processes, all on a real
 * three-master Redis Cluster, through PgBouncer in transaction mode (migrated once beforehand over
 * the direct URL, as `pnpm migrate` does), with deck bytes in s3rver. Every server is private to
 * this run and removed by `stop`. This process keeps its own handles (`deps`, over the direct URL)
 * to seed investors, sign them in and look at the database; it serves nothing.
 */
export async function startFleet(log: (message: string) => void, options: FleetOptions) {
  // Every private server and app process hooks the exit of this one, so none outlives it.
  process.setMaxListeners(32);
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const apiBuild = product('api');
    const workerBuild = product('worker');
    await ensureBuilt(apiBuild, log);
    await ensureBuilt(workerBuild, log);

    const services = await resolveTestServices(log);
    cleanups.push(() => services.stop());
    const database = `pf_fleet_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const admin = postgres(services.pgAdminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${database}"`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
      await admin.end({ timeout: 5 });
    });
    const directUrl = databaseUrl(services.pgAdminUrl, database);
    await applyMigrations(directUrl);

    log('starting the Redis Cluster (3 masters), PgBouncer (transaction mode) and s3rver');
    const [cluster, bouncer, s3] = await Promise.all([
      startPrivateRedisCluster(),
      // More clients (every API and worker pool) than server connections, as in production.
      startPrivatePgBouncer(services.pgAdminUrl, { poolSize: 8 }),
      startPrivateS3(),
    ]);
    cleanups.push(
      () => cluster.close(),
      () => bouncer.close(),
      () => s3.close(),
    );

    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: bouncer.pooled(directUrl),
      DATABASE_DIRECT_URL: directUrl,
      DATABASE_POOLER: 'transaction',
      REDIS_CLUSTER_NODES: cluster.nodes,
      REDIS_PREFIX: 'pf-fleet',
      // OCR would dominate every figure; the fleet's decks have a text layer.
      DECK_OCR: 'false',
      ...s3.env,
    };
    const apiEnv = {
      ...shared,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Shared by every API, so a token one signs is accepted by all (and by this process's deps).
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      ACCESS_CODES: `fleet-${randomBytes(8).toString('hex')}`,
      ...options.apiEnv,
    };
    const deps = createDeps(
      readEnv({ ...apiEnv, DATABASE_URL: directUrl, DATABASE_POOLER: 'none' }),
      pino({ level: 'warn' }),
    );
    cleanups.push(() => deps.close());

    const apis: ApiProcess[] = [];
    const apiChildren: ChildProcess[] = [];
    for (let i = 0; i < options.apis; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, [apiBuild.output], {
        cwd: apiBuild.root,
        env: { ...baseEnv(), ...apiEnv, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const { pid } = child;
      if (pid === undefined) throw new Error('an API process did not start');
      apiChildren.push(child);
      apis.push({ pid, port, exited: untilExit(child), kill: (signal) => child.kill(signal) });
    }
    const killApis = () => {
      for (const child of apiChildren) child.kill('SIGKILL');
    };
    process.once('exit', killApis);
    cleanups.push(async () => {
      killApis();
      await Promise.all(apis.map((api) => api.exited));
      process.off('exit', killApis);
    });
    await Promise.all(
      apis.map((api, i) =>
        waitFor(
          async () => (await fetch(`http://127.0.0.1:${api.port}/readyz`).catch(() => null))?.status === 200,
          `API ${i + 1} to answer /readyz`,
          60_000,
          () => apiChildren[i]?.exitCode !== null,
        ),
      ),
    );

    const workerEnv = {
      ...shared,
      // A killed worker's job runs again within about lock + 2 × interval: seconds, not the default's minute.
      JOB_LOCK_DURATION_MS: '5000',
      STALLED_INTERVAL_MS: '2000',
    };
    const workers: WorkerProcess[] = Array.from({ length: options.workers }, () =>
      startWorkerProcess(workerEnv),
    );
    cleanups.push(async () => {
      await Promise.all(workers.map((worker) => worker.close()));
    });
    await Promise.all(workers.map((worker) => worker.ready));

    const proxy = await startPrivateHaproxy(apis.map((api) => api.port));
    cleanups.push(() => proxy.close());
    log(
      `fleet up: haproxy ${proxy.origin} → ${apis.length} APIs, ${workers.length} workers, Redis Cluster ${cluster.nodes}`,
    );
    return {
      origin: proxy.origin,
      apis,
      workers,
      deps,
      accessCode: apiEnv.ACCESS_CODES,
      redisPorts: cluster.ports,
      redisPrefix: shared.REDIS_PREFIX,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Fleet = Awaited<ReturnType<typeof startFleet>>;
