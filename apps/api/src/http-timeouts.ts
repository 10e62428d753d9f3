import type { ApiEnv } from './env';

// Node checks request and header deadlines on a timer (30 s by default), so a deadline is enforced
// up to one interval late; a quarter of the shortest deadline keeps that lateness small.
const MAX_CHECK_INTERVAL_MS = 30_000;

type TimeoutEnv = Pick<
  ApiEnv,
  | 'HTTP_REQUEST_TIMEOUT_MS'
  | 'HTTP_HEADERS_TIMEOUT_MS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
  | 'HTTP_IDLE_TIMEOUT_MS'
>;

/**
 * Fastify's server options for the HTTP timeouts. Fastify leaves the request deadline off, so a
 * client trickling its body a byte at a time held a connection (and its memory) for as long as it
 * liked; these bound every phase: headers, the whole request, idleness, and keep-alive.
 */
export function httpTimeouts(env: TimeoutEnv) {
  const headersTimeout = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(headersTimeout / 4)),
      ),
    },
  };
}
