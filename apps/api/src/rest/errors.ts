import { DomainError, HTTP_STATUS } from '@pitchfit/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RateLimitedError } from '../operations/rate-limit';

/**
 * REST error bodies follow SPEC section 7: a summary in both `error` and `detail`, plus per-field
 * message lists at the top level (`username[0]`, `pdf_file[0]`, ...). Stacks are never sent.
 */
export function restErrorBody(message: string, fields: Record<string, string[]> = {}) {
  return { error: message, detail: message, ...fields };
}

export function restErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
      fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value.'];
    }
    const [firstField, firstMessages] = Object.entries(fields)[0] ?? [];
    const summary =
      firstField && firstMessages ? `${firstField}: ${firstMessages.join(' ')}` : 'Invalid request.';
    return reply.status(400).send(restErrorBody(summary, fields));
  }
  if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof DomainError) {
    return reply.status(HTTP_STATUS[error.code]).send(restErrorBody(error.message, error.fields));
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.status(status).send(restErrorBody(clientMessage(error)));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(restErrorBody('Internal server error.'));
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
