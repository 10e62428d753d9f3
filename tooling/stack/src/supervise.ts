import type { ChildProcess } from 'node:child_process';
import { exited } from './processes';

export interface Backoff {
  /** Wait before the first restart after a crash. */
  initialMs: number;
  /** The wait doubles with each crash in a row, up to this. */
  maxMs: number;
  /** A process that ran at least this long before exiting starts the count again. */
  resetAfterMs: number;
}

/** The worker's: a crash loop (bad config, Redis gone) costs one restart per 30 s at most. */
export const WORKER_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };
/** The API's: the same, as a killed API (the OOM killer, a stray SIGKILL) must come back by itself too. */
export const API_BACKOFF: Backoff = WORKER_BACKOFF;

export interface Supervised {
  /** The running process, or null while waiting to restart. */
  current(): ChildProcess | null;
  /** How many times it has been restarted. */
  restarts(): number;
  /**
   * Stops restarting, and says nothing of an exit from now on. Called for every process before any is
   * stopped: Ctrl-C reaches the whole process group, so the API exits by itself while the worker is
   * still being stopped, and was logged as "api exited (0); restarting".
   */
  stopRestarting(): void;
  /** Stops restarting, sends SIGTERM and waits for the process to exit. */
  stop(): Promise<void>;
}

/** The wait before restart number `crashesInARow` (1 for the first crash). */
export function backoffDelay(backoff: Backoff, crashesInARow: number): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, crashesInARow - 1));
}

/**
 * Keeps a process running: when it exits by itself it is started again after a backoff that
 * doubles with each crash in a row, and each restart is logged with the exit code and the wait. A
 * crashed worker then comes back by itself under `pnpm start` (its jobs were left to BullMQ's
 * stalled-job check), instead of the whole stack stopping or the queue going unserved.
 */
export function supervise(
  name: string,
  start: () => ChildProcess,
  options: { backoff: Backoff; log: (message: string) => void },
): Supervised {
  let child: ChildProcess | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let crashesInARow = 0;
  let restarts = 0;

  const launch = () => {
    timer = null;
    const startedAt = performance.now();
    const running = start();
    child = running;
    running.once('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      crashesInARow = performance.now() - startedAt >= options.backoff.resetAfterMs ? 1 : crashesInARow + 1;
      const delay = backoffDelay(options.backoff, crashesInARow);
      options.log(
        `${name} exited (${code ?? signal ?? 'unknown'}); restarting in ${delay} ms (crash ${crashesInARow} in a row)`,
      );
      timer = setTimeout(() => {
        restarts += 1;
        launch();
      }, delay);
    });
  };
  launch();

  const stopRestarting = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };

  return {
    current: () => child,
    restarts: () => restarts,
    stopRestarting,
    async stop() {
      stopRestarting();
      const running = child;
      if (!running) return;
      const gone = exited(running);
      running.kill('SIGTERM');
      await gone;
    },
  };
}
