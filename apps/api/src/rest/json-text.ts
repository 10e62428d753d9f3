import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the handler already encoded (Fastify sends a string with a JSON content type as it is).
 * For answers too large to build as objects and encode again; the route's response schema still
 * documents the shape, and its serializer does not run, so the encoder must keep to the schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}
