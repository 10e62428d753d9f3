import { Redis } from 'ioredis';

export type ConnectionErrorHandler = (error: Error) => void;

/** Reports at most one connection error per interval, so a Redis outage logs a line, not a flood. */
export function throttledErrorHandler(
  report: ConnectionErrorHandler,
  intervalMs = 30_000,
): ConnectionErrorHandler {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    report(error);
  };
}

/**
 * BullMQ needs `maxRetriesPerRequest: null` on connections that block (workers, queue events);
 * producers in a request path instead fail fast so an HTTP call never hangs on a dead Redis.
 */
export function createRedis(
  url: string,
  role: 'blocking' | 'producer',
  onError: ConnectionErrorHandler,
): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: role === 'blocking' ? null : 1,
    enableOfflineQueue: role === 'blocking',
    connectTimeout: 5_000,
  });
  client.on('error', onError);
  return client;
}

/** Closes gracefully when Redis answers; otherwise, after `timeoutMs`, drops the connection. */
export async function closeWithin(close: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([close().catch(() => undefined), deadline]);
}
