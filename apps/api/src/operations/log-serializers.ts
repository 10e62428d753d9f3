import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

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

// How deep to follow `cause` (drizzle wraps postgres.js's error; tRPC and DomainError wrap drizzle's).
const CAUSE_DEPTH = 8;

/** A failed statement as drizzle reports it: the SQL, and the values bound to it. */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (error: Error): error is QueryError =>
  'query' in error && typeof error.query === 'string' && 'params' in error && Array.isArray(error.params);

/**
 * The error chain with every statement's bound values taken out. Drizzle puts them in the message
 * ("Failed query: ... params: ..."), and tRPC copies a cause's message into its own: the values are
 * what users sent (a tried access code's SHA-256, a whole simulator application, a deck's bytes),
 * and logs are kept and shipped. The SQL stays: every statement is parameterised, so it holds none
 * of them. Errors are copied, never changed, as the caller may still use them.
 */
export function withoutQueryValues(error: Error): Error {
  const chain: Error[] = [];
  for (
    let current: unknown = error;
    current instanceof Error && chain.length < CAUSE_DEPTH;
    current = current.cause
  )
    chain.push(current);
  const queryErrors = chain.filter(isQueryError);
  if (queryErrors.length === 0) return error;
  const replacements = queryErrors.map((queryError) => ({
    from: queryError.message,
    to: `Failed query: ${queryError.query}`,
  }));
  const scrub = (text: string) =>
    replacements.reduce((scrubbed, { from, to }) => scrubbed.split(from).join(to), text);

  let cause: unknown = chain.length < CAUSE_DEPTH ? chain[chain.length - 1]?.cause : undefined;
  for (const original of chain.reverse()) {
    const copy: Error = Object.assign(Object.create(Object.getPrototypeOf(original)) as Error, original);
    if (isQueryError(copy)) copy.params = [];
    Object.defineProperties(copy, {
      message: { value: scrub(original.message), writable: true, configurable: true },
      stack: {
        value: original.stack === undefined ? undefined : scrub(original.stack),
        writable: true,
        configurable: true,
      },
      cause: { value: cause, writable: true, configurable: true },
    });
    cause = copy;
  }
  return cause instanceof Error ? cause : error;
}

/** pino's error serializer on the chain without bound values. */
export function errorSerializer(error: Error) {
  return pino.stdSerializers.err(withoutQueryValues(error));
}

const serializers = { req: requestSerializer, err: errorSerializer };

/** The API process's logger: pino with the redacting request and error serializers. */
export function createApiLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ level, serializers }, destination) : pino({ level, serializers });
}
