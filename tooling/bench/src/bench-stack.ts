import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createDeps } from '@pitchfit/api/deps';
import { readEnv } from '@pitchfit/api/env';
import { applyMigrations } from '@pitchfit/db/migrate';
import { ensureBuilt, product } from '@pitchfit/stack/build';
import { deleteRedisKeysAt } from '@pitchfit/stack/redis-keys';
import { resolveTestServices } from '@pitchfit/stack/test-services';
import { workerProcessEnv } from '@pitchfit/stack/worker-env';
import { freePort } from '@pitchfit/testing/free-port';
import { type ProcessExit, untilExit, waitFor } from '@pitchfit/testing/wait';
import pino from 'pino';
import postgres from 'postgres';
import { textLayerDecks } from './corpus-decks';
import { loadAverageText } from './stats';

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface BenchStackOptions {
  webDistDir?: string;
  /** `built` (default): the worker as production runs it; `tsx`: from its sources, to compare. */
  workerRuntime?: 'built' | 'tsx';
  /** Node options for the worker process before its entry (a bench's `--import` probe). */
  workerNodeArgs?: string[];
}

/** One app as a process of its own, its output passed through. */
function startProcess(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; exited: Promise<ProcessExit> } {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  return { child, exited: untilExit(child) };
}

/**
 * The real pipeline on this machine: a fresh migrated database, the API and ONE worker, each a
 * process of its own running the built JavaScript (as `pnpm start` and production run them), with
 * its own Redis prefix. This process keeps its own handles on the database and the queues (`deps`)
 * to seed data and sign investors in; it serves nothing, so nothing it does loads the API's process.
 */
export async function startBenchStack(log: (message: string) => void, options: BenchStackOptions = {}) {
  const services = await resolveTestServices(log);
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `pf_bench_${runId}`;
  const admin = postgres(services.pgAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${database}"`);
  const port = await freePort();
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(services.pgAdminUrl, database),
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: `pf-bench-${runId}`,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Shared with the API process, so tokens this process signs for its investors are accepted there.
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    // OCR would dominate every figure; the bench uses decks with a text layer.
    DECK_OCR: 'false',
    // Longer than fetch's own 600 s cap on an idle kept-alive connection, so the client drops it first.
    // With the API's 5 s, a loaded machine let an upload after a long wait (a soak's round) reuse a
    // connection the API was closing: `fetch failed` (EPIPE) ended the bench.
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '660000',
    // Set when a browser is part of the bench (bench:live): the API then serves the built web app.
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
  };
  await applyMigrations(env.DATABASE_URL);
  const deps = createDeps(readEnv(env), pino({ level: 'warn' }));

  // Built here if their sources changed since the last build.
  const apiBuild = product('api');
  const workerBuild = product('worker');
  await ensureBuilt(apiBuild, log);
  if (options.workerRuntime !== 'tsx') await ensureBuilt(workerBuild, log);

  const processEnv = { ...process.env, ...env };
  const started: ReturnType<typeof startProcess>[] = [];
  /** Ends what was started and deletes the run's database and keys: after the bench, or when starting failed. */
  const stop = async () => {
    for (const { child } of started) child.kill('SIGTERM');
    await Promise.all(started.map(({ exited }) => exited));
    await Promise.all(Object.values(deps.queues).map((queue) => queue.obliterate({ force: true })));
    // Metrics claims, rate-limit counters and the like: everything else under this run's prefix.
    await deleteRedisKeysAt(env.REDIS_URL, `${env.REDIS_PREFIX}:*`);
    await deps.close();
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.end({ timeout: 5 });
    await services.stop();
  };
  const api = startProcess([apiBuild.output], apiBuild.root, processEnv);
  started.push(api);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => (await fetch(`${baseUrl}/readyz`).catch(() => null))?.status === 200,
      'the API to answer /readyz',
      60_000,
      () => api.child.exitCode !== null || api.child.signalCode !== null,
    );
  } catch (err) {
    // An API that never became ready would otherwise outlive the bench (seen at load 30).
    await stop();
    throw err;
  }
  const worker = startProcess(
    [
      ...(options.workerNodeArgs ?? []),
      ...(options.workerRuntime === 'tsx'
        ? ['--import', import.meta.resolve('tsx'), `${workerBuild.dir}/src/index.ts`]
        : [workerBuild.output]),
    ],
    workerBuild.root,
    workerProcessEnv(processEnv),
  );
  started.push(worker);

  return {
    deps,
    baseUrl,
    databaseUrl: env.DATABASE_URL,
    apiPid: api.child.pid,
    workerPid: worker.child.pid,
    stop,
  };
}

export type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;

/** How the pipeline and load benches begin: the corpus's text-layer decks, the load average, the stack. */
export async function startCorpusBench(log: (message: string) => void) {
  const corpus = textLayerDecks();
  log(
    `starting the stack (the built API and one built worker, each a process of its own); ${corpus.length} corpus decks with a text layer`,
  );
  const loadAtStart = loadAverageText();
  const stack = await startBenchStack(log);
  return { corpus, loadAtStart, stack };
}
