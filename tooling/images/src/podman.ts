import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Podman's settings for these runs (runc, and rlimits this sandbox lets a container have):
 * ../containers.conf says why.
 */
export const CONTAINERS_CONF = fileURLToPath(new URL('../containers.conf', import.meta.url));

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end, collecting its output; `inherit` passes stderr through (long builds). */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; inheritStderr?: boolean } = {},
): Promise<CommandResult> {
  const child = spawn(command, args, {
    env: { ...(options.env ?? process.env), CONTAINERS_CONF },
    stdio: ['ignore', 'pipe', options.inheritStderr ? 'inherit' : 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** `podman <args>`; rejects with podman's own message when it fails. */
export async function podman(args: string[], options: { inheritStderr?: boolean } = {}): Promise<string> {
  const result = await runCommand('podman', args, options);
  if (result.code !== 0) {
    throw new Error(
      `podman ${args.slice(0, 3).join(' ')} … failed (${result.code}): ${result.stderr.trim()}`,
    );
  }
  return result.stdout.trim();
}

/** `podman <args>`'s exit code alone (a health check, `podman wait`). */
export async function podmanStatus(args: string[]): Promise<number> {
  return (await runCommand('podman', args)).code;
}
