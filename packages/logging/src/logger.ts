import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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
 * what users sent or wrote (a tried access code's SHA-256, a whole simulator application, a deck's
 * text or bytes), and logs are kept and shipped. The SQL stays: every statement is parameterised,
 * so it holds none of them. Errors are copied, never changed, as the caller may still use them.
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

/**
 * A process's logger (the API's and the worker's): pino, JSON, with the error serializer that keeps
 * users' data and secrets out of logs (issue 27, B14), plus any serializers of the process's own.
 */
export function createLogger(
  level: string,
  options: { serializers?: LoggerOptions['serializers']; destination?: DestinationStream } = {},
): Logger {
  const settings = { level, serializers: { ...options.serializers, err: errorSerializer } };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
