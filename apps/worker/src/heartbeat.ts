import { writeFile } from 'node:fs/promises';
import type { WorkerDeps } from './deps';

/**
 * How often the heartbeat file is touched. The image's HEALTHCHECK calls a worker unhealthy once the
 * file is 45 s old: three beats missed, not one slow disk write.
 */
export const HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * Touches WORKER_HEARTBEAT_FILE (when set) every HEARTBEAT_INTERVAL_MS while the worker's Redis
 * connection is ready: a container check can tell a live worker from one whose event loop is stuck
 * or that has lost Redis, which a process check cannot (the process is there in both cases).
 */
export function startHeartbeat(
  deps: Pick<WorkerDeps, 'connection' | 'env' | 'logger'>,
  intervalMs: number = HEARTBEAT_INTERVAL_MS,
): { stop: () => Promise<void> } {
  const file = deps.env.WORKER_HEARTBEAT_FILE;
  if (file === undefined) return { stop: async () => undefined };
  // The last write, so that stopping can wait for one still in flight.
  let written: Promise<void> = Promise.resolve();
  const beat = () => {
    if (deps.connection.status !== 'ready') return;
    written = writeFile(file, `${new Date().toISOString()}\n`).catch((err: unknown) =>
      deps.logger.warn({ err, file }, 'heartbeat file not written'),
    );
  };
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return written;
    },
  };
}
