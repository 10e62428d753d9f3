import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { REPO_ROOT } from './paths';

/** tsx resolved from this package, so app processes need no tsx of their own on the root path. */
const TSX_LOADER = import.meta.resolve('tsx');

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** Starts a long-running app process (`tsx <entry>`) with its output passed through. */
export function startApp(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('error', (err) => console.error(`[${name}] failed to start: ${err.message}`));
  return child;
}
