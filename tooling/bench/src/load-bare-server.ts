import Fastify from 'fastify';

/**
 * The floor to compare the API against: Fastify with nothing but one route answering `payload`
 * (serialized per request, as any JSON answer is), in the same process as the API under test.
 */
export async function startBareServer(payload: unknown) {
  const app = Fastify({ logger: false });
  app.get('/', async () => payload);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, close: () => app.close() };
}
