import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from './paths';

/** A command that exited non-zero, with the lines of its output that matched `keep` (see `run`). */
export class CommandFailed extends Error {
  constructor(
    message: string,
    readonly kept: string[],
  ) {
    super(message);
  }
}

/**
 * Runs a command to completion with its output passed through; rejects on a non-zero exit. With
 * `keep`, output is piped instead of inherited, and the last matching lines ride on the rejection.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  keep?: RegExp,
): Promise<void> {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    stdio: keep ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  const kept: string[] = [];
  if (keep) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let partial = '';
      from?.on('data', (chunk: Buffer) => {
        to.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (keep.test(line)) kept.push(line);
        kept.splice(0, Math.max(0, kept.length - 20));
      });
    }
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CommandFailed(`${command} ${args.join(' ')} exited with ${code ?? signal}`, kept));
    });
  });
}

/**
 * Starts a long-running app process (`node <built entry>`) with its output passed through. The IPC
 * channel carries no messages: it closes when this process dies however it dies (even SIGKILL), and
 * the app stops on that (`stopWhenSupervisorGoes`), so a killed `pnpm start` leaves no API holding
 * the port or worker taking jobs.
 */
export function startApp(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('error', (err) => console.error(`[${name}] failed to start: ${err.message}`));
  return child;
}

/**
 * Resolves once `child` has exited, at once if it already has. A process killed by a signal has a
 * `signalCode` and no `exitCode`: waiting for an `exit` event it had already sent hung `pnpm start`
 * when its API died by a signal.
 */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The log level of the API and the worker under `pnpm start`: `warn` unless LOG_LEVEL says
 * otherwise. At `info`, walking every screen once printed 2,055 JSON request logs, and the banner
 * with the operator password scrolled away; what goes wrong (warn, error) still shows. Deployments
 * run the apps themselves, with the apps' own default (`info`, JSON).
 */
export function startLogLevel(env: NodeJS.ProcessEnv): string {
  return env.LOG_LEVEL ?? 'warn';
}
