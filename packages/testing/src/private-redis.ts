import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisAnswers } from '@pitchfit/stack/services';
import { freePort } from './free-port';
import { untilExit, waitFor } from './wait';

export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGKILL: an outage, not a shutdown); its data is gone, nothing is persisted. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers. */
  start: () => Promise<void>;
  /** Stops it for good and removes its directory. */
  close: () => Promise<void>;
}

/**
 * A redis-server of the calling test alone, on a free port, persisting nothing, that the test may
 * stop and start at will. Fault tests use it: the machine's shared Redis serves every other test.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pf-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  // A test run that dies must not leave the server behind.
  const killOnExit = () => server?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    server = child;
    await waitFor(
      () => redisAnswers(url),
      `redis-server on port ${port}`,
      10_000,
      () => child.exitCode !== null,
    );
  };
  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = untilExit(child);
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    stop,
    start,
    close: async () => {
      await stop();
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
