import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { portAnswers, untilExit, waitFor } from './wait';

/**
 * Starts a daemon from Debian's packages in the foreground (so it dies with this run) and waits until
 * `port` answers. `stop` kills it; a run that exits first kills it too.
 */
export async function startDebianDaemon(
  name: string,
  args: string[],
  port: number,
  stdio: StdioOptions = 'ignore',
): Promise<{ stop: () => Promise<void> }> {
  // Debian installs these in /usr/sbin, which an unprivileged user's PATH often lacks.
  const bin = existsSync(`/usr/sbin/${name}`) ? `/usr/sbin/${name}` : name;
  const child: ChildProcess = spawn(bin, args, { stdio });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitFor(
    () => portAnswers(port),
    `${name} on port ${port}`,
    10_000,
    () => child.exitCode !== null,
  );
  return {
    stop: async () => {
      const exited = untilExit(child);
      child.kill('SIGKILL');
      await exited;
      process.off('exit', killOnExit);
    },
  };
}
