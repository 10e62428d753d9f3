import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createDeps } from '@pitchfit/api/deps';
import { readEnv } from '@pitchfit/api/env';
import { buildServer } from '@pitchfit/api/server';
import { applyMigrations } from '@pitchfit/db/migrate';
import { ensureBuilt, product } from '@pitchfit/stack/build';
import { resolveTestServices } from '@pitchfit/stack/test-services';
import pino from 'pino';
import postgres from 'postgres';
import { deleteRedisPrefix } from './redis-prefix';

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The real pipeline on this machine: a fresh migrated database, the API in this process (listening
 * on a loopback port) and ONE worker as its own process, as in production, with its own Redis prefix.
 */
export interface BenchStackOptions {
  webDistDir?: string;
  /** `built` (default): the worker as production runs it; `tsx`: from its sources, to compare. */
  workerRuntime?: 'built' | 'tsx';
}

export async function startBenchStack(log: (message: string) => void, options: BenchStackOptions = {}) {
  const services = await resolveTestServices(log);
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `pf_bench_${runId}`;
  const admin = postgres(services.pgAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${database}"`);
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(services.pgAdminUrl, database),
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: `pf-bench-${runId}`,
    LOG_LEVEL: 'warn',
    // OCR would dominate every figure; the bench uses decks with a text layer.
    DECK_OCR: 'false',
    // Set when a browser is part of the bench (bench:live): the API then serves the built web app.
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
  };
  await applyMigrations(env.DATABASE_URL);

  const deps = createDeps(readEnv(env), pino({ level: 'warn' }));
  const app = await buildServer(deps);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // The worker as `pnpm start` and production run it: the built bundle, rebuilt here if its sources changed.
  const workerBuild = product('worker');
  if (options.workerRuntime !== 'tsx') await ensureBuilt(workerBuild, log);
  const workerArgs =
    options.workerRuntime === 'tsx'
      ? ['--import', import.meta.resolve('tsx'), `${workerBuild.dir}/src/index.ts`]
      : [workerBuild.output];
  const worker: ChildProcess = spawn(process.execPath, workerArgs, {
    cwd: workerBuild.root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const workerExited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  return {
    deps,
    baseUrl,
    workerPid: worker.pid,
    async stop() {
      worker.kill('SIGTERM');
      await workerExited;
      await app.close();
      await Promise.all(Object.values(deps.queues).map((queue) => queue.obliterate({ force: true })));
      // Metrics claims, rate-limit counters and the like: everything else under this run's prefix.
      await deleteRedisPrefix(deps.redis, env.REDIS_PREFIX);
      await deps.close();
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
      await admin.end({ timeout: 5 });
      await services.stop();
    },
  };
}

export type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;
