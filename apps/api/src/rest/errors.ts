import { OVERSIZED_BODY_DRAIN_BYTES } from '@pitchfit/contracts/constants';
import { DomainError, HTTP_STATUS } from '@pitchfit/contracts/errors';
import { CLIENT_ERROR_MESSAGES } from '@pitchfit/contracts/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RateLimitedError } from '../operations/rate-limit';
import { RedisUnavailableError } from '../operations/redis-unavailable';
import { logClientError, unstorableValueError } from './client-errors';
import { DatabaseUnavailableError, databaseUnavailableError } from './database-unavailable';
import { drainBody } from './drain-body';
import { restErrorBody } from './errors-body';

export { restErrorBody };

/**
 * One rule for every refusal: a client's mistake (invalid fields, malformed JSON or multipart, a
 * value the database cannot store, a limit) is a 4xx in `{error, detail}`, logged at info; only what
 * is the server's own failure is a 500, logged as an error. Stacks are never sent.
 */
export function restErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A key a strict schema does not know is named as its own field, not as the object's error.
      const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
      const keys = Array.isArray(unknownKeys)
        ? unknownKeys.map((key) => (path ? `${path}.${String(key)}` : String(key)))
        : [path || 'non_field_errors'];
      for (const key of keys) fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value.'];
    }
    const [firstField, firstMessages] = Object.entries(fields)[0] ?? [];
    const summary =
      firstField && firstMessages ? `${firstField}: ${firstMessages.join(' ')}` : 'Invalid request.';
    logClientError(request, 400, 'validation');
    return reply.status(400).send(restErrorBody(summary, fields));
  }
  // A client that went away mid-body: its socket's reset is not PostgreSQL's (both carry
  // ECONNRESET), and no one is left to read an answer.
  if (request.raw.readableAborted) {
    logClientError(request, 400, 'client_aborted');
    return reply.status(400).send(restErrorBody(CLIENT_ERROR_MESSAGES.requestAborted));
  }
  const domainError =
    error instanceof DomainError ? error : (unstorableValueError(error) ?? databaseUnavailableError(error));
  if (
    domainError instanceof RateLimitedError ||
    domainError instanceof DatabaseUnavailableError ||
    domainError instanceof RedisUnavailableError
  )
    reply.header('retry-after', String(domainError.retryAfterSeconds));
  if (domainError instanceof DatabaseUnavailableError)
    request.log.error({ err: domainError.cause }, 'PostgreSQL unavailable; answered 503');
  if (domainError) {
    const status = HTTP_STATUS[domainError.code];
    if (status < 500) logClientError(request, status, domainError.reason ?? domainError.code);
    return reply.status(status).send(restErrorBody(domainError.message, domainError.fields));
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    logClientError(request, status, error.code);
    // Answered once the client has sent (a bounded part of) its body, so it can read the answer.
    return drainBody(request.raw, OVERSIZED_BODY_DRAIN_BYTES).then(() =>
      reply.status(status).send(restErrorBody(clientMessage(error))),
    );
  }
  if (status < 500) {
    logClientError(request, status, error.code);
    return reply.status(status).send(restErrorBody(clientMessage(error)));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(restErrorBody('Internal server error.'));
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return CLIENT_ERROR_MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return CLIENT_ERROR_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return CLIENT_ERROR_MESSAGES.unsupportedMediaType;
    default:
      return error.message;
  }
}
