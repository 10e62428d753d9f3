import type { IncomingMessage } from 'node:http';
import { createLogger } from '@pitchfit/logging/logger';
import type { DestinationStream, Logger } from 'pino';

/** Query parameters that may carry a credential: a deck stream's access token (tRPC connectionParams). */
const SECRET_QUERY_PARAMS = ['connectionParams'];

/** A founder's status link (`/pitch/status/<token>`, the page and its API): the token is its only key. */
const STATUS_LINK_TOKEN = /(\/pitch\/status\/)[^/?#]+/i;

/**
 * The URL as logged: a status link's token and credential-bearing query parameters replaced by
 * `[redacted]`.
 */
export function redactUrl(fullUrl: string): string {
  const url = fullUrl.replace(STATUS_LINK_TOKEN, '$1[redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const name of SECRET_QUERY_PARAMS) {
    if (query.has(name)) {
      query.set(name, '[redacted]');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: IncomingMessage['headers'];
  socket?: { remotePort?: number };
}

/**
 * Fastify's own request serializer, with the URL redacted: an EventSource cannot send headers, so a
 * deck stream's access token is in its query string, and request logs must never hold a token.
 */
export function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The API process's logger: the shared one (errors without users' data), with the redacting request serializer. */
export function createApiLogger(level: string, destination?: DestinationStream): Logger {
  return createLogger(level, {
    serializers: { req: requestSerializer },
    ...(destination ? { destination } : {}),
  });
}
