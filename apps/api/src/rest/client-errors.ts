import { DomainError } from '@pitchfit/contracts/errors';
import { CLIENT_ERROR_MESSAGES } from '@pitchfit/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { restErrorBody } from './errors-body';

// How deep to look through `cause` for the database's own error (drizzle wraps postgres.js's).
const CAUSE_DEPTH = 5;

/**
 * A PostgreSQL "data exception" (SQLSTATE class 22: a NUL byte or lone surrogate in text or JSON,
 * a number out of range, a malformed uuid...) raised by a value the client sent. Every query is
 * parameterised, so such a value can only come from the request: it is the client's mistake, a 400,
 * not a server error.
 */
export function unstorableValueError(error: unknown): DomainError | null {
  let current: unknown = error;
  for (let depth = 0; depth < CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code = 'code' in current ? current.code : undefined;
    if (current.name === 'PostgresError' && typeof code === 'string' && code.startsWith('22'))
      return new DomainError('BAD_REQUEST', CLIENT_ERROR_MESSAGES.unstorableValue);
    current = current.cause;
  }
  return null;
}

/**
 * Logs a refused request at info: a client's mistake is not a server error. Only the status and the
 * error's code go to the log, never its message (a database error quotes the client's values).
 */
export function logClientError(request: FastifyRequest, status: number, code: string | undefined): void {
  request.log.info({ status, code }, 'request refused');
}

/** Fastify's own refusals before routing (`frameworkErrors`): a malformed or over-long URL. */
export function frameworkErrorHandler(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  logClientError(request, status, error.code);
  void reply
    .status(status)
    .send(restErrorBody(tooLong ? CLIENT_ERROR_MESSAGES.urlTooLong : CLIENT_ERROR_MESSAGES.badUrl));
}

/** Every path the server does not serve, in the same shape as every other refusal. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  logClientError(request, 404, undefined);
  void reply.status(404).send(restErrorBody(CLIENT_ERROR_MESSAGES.notFound));
}
