import { once } from 'node:events';
import type { RedisClient } from '@pitchfit/queue/redis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: Promise<unknown>): Promise<'ok' | 'down'> {
  const timeout = new Promise<'down'>((resolve) =>
    setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS).unref(),
  );
  return Promise.race([check.then(() => 'ok' as const), timeout]).catch(() => 'down' as const);
}

/** The producer connection refuses commands until connected, so give a (re)connecting one its chance first. */
async function pingRedis(redis: RedisClient): Promise<void> {
  if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  await redis.ping();
}

const readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  postgres: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down']),
});

/** `/healthz`: the process answers. `/readyz`: PostgreSQL and Redis answer too, within 2 s each. */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({
        status: 'ok' as const,
      }),
    );
    app.get(
      '/readyz',
      { schema: { tags: ['operations'], response: { 200: readiness, 503: readiness } } },
      async (_request, reply) => {
        const [postgres, redis] = await Promise.all([
          withTimeout(deps.pingDb()),
          withTimeout(pingRedis(deps.redis)),
        ]);
        const ready = postgres === 'ok' && redis === 'ok';
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? 'ok' : 'unavailable', postgres, redis });
      },
    );
  };
