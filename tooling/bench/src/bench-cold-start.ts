/**
 * `pnpm bench:cold-start [-- --runs N]`: `pnpm start` as a person runs it (its embedded PostgreSQL,
 * nothing changed since the last build) until `GET /readyz` answers, N times (3 by default) after one
 * start that builds what changed and warms the file cache, each stopped with Ctrl-C (SIGINT to its
 * process group) before the next. Each start is split, from the processes' start times in /proc
 * (Linux, 10 ms ticks): pnpm until the stack's own process runs, the stack until it starts the API
 * (tsx, its imports, the build check, PostgreSQL, Redis and the sign-in provider), the API until
 * /readyz answers (imports, migrations, the server, listening); and the CPU time each of the three
 * processes had used by then, which the machine's load moves less. The load average is printed
 * beside every start.
 */
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { descendantsOf, type ProcEntry, readProc } from '@pitchfit/stack/proc-table';
import { freePort } from '@pitchfit/testing/free-port';
import { untilExit } from '@pitchfit/testing/wait';
import { loadAverageText, minMedian } from './stats';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_LIMIT_MS = 120_000;
const STOP_LIMIT_MS = 60_000;
/** How often /readyz is asked: a tenth of the stack's own 250 ms, so the figure is the API's, not the poll's. */
const POLL_MS = 25;

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** Milliseconds of each part; null where /proc did not show the process (not Linux, or it was gone). */
interface Split {
  pnpm: number | null;
  stack: number | null;
  api: number | null;
}

interface Start {
  totalMs: number;
  /** Wall time: pnpm until the stack runs, the stack until it starts the API, the API until ready. */
  wall: Split;
  /** CPU time each process had used when /readyz answered: less moved by the machine's load than wall time. */
  cpu: Split;
  built: boolean;
  load: string;
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.ok)
    .catch(() => false);

async function coldStart(): Promise<Start> {
  const load = loadAverageText();
  const port = await freePort();
  const startedAt = performance.now();
  const stack = spawn('pnpm', ['start'], {
    cwd: REPO_ROOT,
    // Its own process group, so Ctrl-C reaches every process in it, as from a terminal.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A port of its own for PostgreSQL too: another checkout's `pnpm start` may hold the default.
    env: { ...process.env, PORT: String(port), EMBEDDED_POSTGRES_PORT: String(await freePort()) },
  });
  const exited = untilExit(stack);
  let output = '';
  stack.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  stack.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const pid = stack.pid;
  if (pid === undefined) throw new Error('pnpm start did not start');
  /** Ctrl-C, as from a terminal; a start that does not end fails the bench (after SIGKILL). */
  const stop = async () => {
    process.kill(-pid, 'SIGINT');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_LIMIT_MS)),
    ]);
    if (stopped) return;
    process.kill(-pid, 'SIGKILL');
    throw new Error(`pnpm start did not stop within ${STOP_LIMIT_MS / 1000} s of Ctrl-C; killed`);
  };
  const deadline = Date.now() + READY_LIMIT_MS;
  while (!(await answers(port))) {
    if (stack.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`pnpm start never became ready; its output:\n${output.slice(-3_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const totalMs = performance.now() - startedAt;
  const processes = descendantsOf(pid);
  const pnpm = readProc(pid);
  const stackProcess = processes.find((proc) => proc.command.includes('pitchfit-start.js'));
  const api = processes.find((proc) => proc.command.includes('apps/api/dist/index.js'));
  await stop();
  const ms = (ticks: number) => (ticks / ticksPerSecond) * 1000;
  const sinceLaunch = (proc: ProcEntry | null | undefined) =>
    proc && pnpm ? ms(proc.startTicks - pnpm.startTicks) : null;
  const stackAt = sinceLaunch(stackProcess);
  const apiAt = sinceLaunch(api);
  const cpuOf = (proc: ProcEntry | null | undefined) => (proc ? ms(proc.cpuTicks) : null);
  return {
    totalMs,
    wall: {
      pnpm: stackAt,
      stack: stackAt === null || apiAt === null ? null : apiAt - stackAt,
      api: apiAt === null ? null : totalMs - apiAt,
    },
    cpu: { pnpm: cpuOf(pnpm), stack: cpuOf(stackProcess), api: cpuOf(api) },
    built: output.includes('[pitchfit] building the'),
    load,
  };
}

const seconds = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(2)} s`);
const split = (parts: Split) => `${seconds(parts.pnpm)} | ${seconds(parts.stack)} | ${seconds(parts.api)}`;
const row = (label: string, start: Start) =>
  `| ${label} | ${seconds(start.totalMs)} | ${split(start.wall)} | ${split(start.cpu)} | ${start.load}${start.built ? ' (built first)' : ''} |`;

console.log(`cold start, ${runs} runs after a warm-up start, at ${gitHead()}`);
console.log(
  '| start | launch -> /readyz | pnpm | stack -> API started | API -> ready | CPU: pnpm | stack | API | load average |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(row('warm-up', await coldStart()));
const measured: Start[] = [];
for (let run = 1; run <= runs; run++) {
  const start = await coldStart();
  measured.push(start);
  console.log(row(String(run), start));
}
const totals = measured.map((start) => start.totalMs);
const { min, median } = minMedian(totals);
console.log(
  `launch -> /readyz: min ${seconds(min)}, median ${seconds(median)}, max ${seconds(Math.max(...totals))}; load now ${loadAverageText()}`,
);

function gitHead(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}
