import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the handler already encoded, as bytes (Fastify sends a Buffer with a JSON content type as
 * it is). For answers too large to build as objects and encode again; the route's response schema still
 * documents the shape, and its serializer does not run, so the encoder must keep to the schema.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  // The charset Fastify adds to the JSON it encodes itself (it adds none to bytes).
  return reply.type('application/json; charset=utf-8').send(json);
}
