import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProcessExit, untilExit, waitFor } from './wait';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Built by the integration projects' global setup (tooling/stack/src/vitest-setup.ts) when its sources changed. */
const WORKER_ENTRY = 'apps/worker/dist/index.js';

/** One JSON log line of the worker (pino). */
export interface WorkerLogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface WorkerProcess {
  pid: number;
  /** Every log line so far, parsed. */
  logs: WorkerLogLine[];
  /** Resolves once the worker has started its queues (rejects if it exits first). */
  ready: Promise<void>;
  exited: Promise<ProcessExit>;
  /** Sends a signal: `SIGKILL` is a crash, `SIGTERM` a deploy's shutdown. */
  kill: (signal: NodeJS.Signals) => void;
  /**
   * Closes the IPC channel `pnpm start` gives its children, as the supervisor's death does (even by
   * SIGKILL). Only for a worker started with `{ supervised: true }`.
   */
  loseSupervisor: () => void;
  /** Stops it if it still runs (SIGKILL) and waits for the exit. */
  close: () => Promise<ProcessExit>;
}

/** Only what the worker needs from this environment: never a developer's real ANTHROPIC_API_KEY. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR'] as const;
  return Object.fromEntries(keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));
}

/**
 * The worker app as production runs it, in a process of its own (`node apps/worker/dist/index.js`,
 * the built bundle), configured by `env` alone, so a test can kill it for real. Its output (pino
 * JSON) is collected in `logs`; stderr passes through.
 */
export function startWorkerProcess(
  env: Record<string, string>,
  options: { supervised?: boolean } = {},
): WorkerProcess {
  if (!existsSync(join(REPO_ROOT, WORKER_ENTRY)))
    throw new Error(`${WORKER_ENTRY} is missing: run \`pnpm --filter @pitchfit/worker build\``);
  const child: ChildProcess = spawn(process.execPath, [WORKER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...baseEnv(), NODE_ENV: 'test', ...env },
    stdio: options.supervised ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  const { pid } = child;
  if (pid === undefined) throw new Error('the worker process did not start');
  const logs: WorkerLogLine[] = [];
  let partial = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as WorkerLogLine);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
  });
  const exited = untilExit(child);
  // A test that dies must not leave the worker running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const ready = waitFor(
    () => logs.some((line) => line.msg === 'worker started'),
    `worker ${pid} to start`,
    30_000,
    () => child.exitCode !== null || child.signalCode !== null,
  );
  // Callers await `ready`; a worker killed before anyone did must not count as an unhandled rejection.
  ready.catch(() => undefined);
  return {
    pid,
    logs,
    ready,
    exited,
    kill: (signal) => child.kill(signal),
    loseSupervisor: () => {
      if (!child.connected) throw new Error('this worker was not started with { supervised: true }');
      child.disconnect();
    },
    close: async () => {
      child.kill('SIGKILL');
      return exited;
    },
  };
}
