import { CLIENT_ERROR_MESSAGES } from '@pitchfit/contracts/messages';
import type { onRequestAsyncHookHandler } from 'fastify';
import { logClientError } from '../rest/client-errors';
import { restErrorBody } from '../rest/errors-body';

const TRPC_METHODS = new Set(['GET', 'POST']);

/**
 * What reaches tRPC's Fastify adapter: queries over GET and mutations over POST with a JSON body.
 * The adapter answers every method and claims multipart bodies for itself; it then fails inside
 * (a TRACE cannot become a fetch Request, a multipart body is not serialisable) with a 500, so
 * anything else is refused here, as the client's mistake it is.
 */
export const trpcTransportGuard: onRequestAsyncHookHandler = async (request, reply) => {
  if (!TRPC_METHODS.has(request.method)) {
    logClientError(request, 405, 'method');
    return reply
      .status(405)
      .header('allow', [...TRPC_METHODS].join(', '))
      .send(restErrorBody(CLIENT_ERROR_MESSAGES.methodNotAllowed));
  }
  const contentType = request.headers['content-type']?.toLowerCase() ?? '';
  if (contentType.startsWith('multipart/')) {
    logClientError(request, 415, 'content-type');
    return reply.status(415).send(restErrorBody(CLIENT_ERROR_MESSAGES.unsupportedMediaType));
  }
};
