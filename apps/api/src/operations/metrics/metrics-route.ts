import { renderJobMetrics } from '@pitchfit/queue/job-metrics';
import type { Queues } from '@pitchfit/queue/queues';
import type { RedisClient } from '@pitchfit/queue/redis';
import type { FastifyPluginAsync } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { renderQueueDepth } from './queue-depth';

export interface MetricsSources {
  /** This process's own metrics (request latency). */
  registry: Registry;
  queues: Queues;
  redis: RedisClient;
  keyPrefix: string;
}

/**
 * `/metrics` for Prometheus. Queue and job series come from Redis (cluster-wide, identical on every
 * API process; each worker process records its own jobs there); request latency is this process's
 * own. With Redis down the scrape still answers, with `pitchfit_metrics_redis_up 0` and without the
 * Redis-backed series. Register inside a context that authenticates operators.
 */
export function metricsRoute(sources: MetricsSources): FastifyPluginAsync {
  const scrape = new Registry();
  const redisUp = new Gauge({
    name: 'pitchfit_metrics_redis_up',
    help: 'Whether this scrape could read queue and job metrics from Redis.',
    registers: [scrape],
  });
  return async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const [depth, jobs] = await Promise.allSettled([
        renderQueueDepth(sources.queues),
        renderJobMetrics(sources.redis, sources.keyPrefix),
      ]);
      const fromRedis = [depth, jobs].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      redisUp.set(fromRedis.length === 2 ? 1 : 0);
      const own = [await sources.registry.metrics(), await scrape.metrics()];
      return reply.type(scrape.contentType).send([...own, ...fromRedis].join('\n'));
    });
  };
}
