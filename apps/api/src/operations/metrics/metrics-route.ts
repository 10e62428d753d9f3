import type { Queues } from '@pitchfit/queue/queues';
import type { FastifyPluginAsync } from 'fastify';
import { EXPOSITION_CONTENT_TYPE, renderSamples } from './exposition';
import type { HttpMetrics } from './http-metrics';
import type { JobMetrics } from './job-metrics';
import { renderQueueDepth } from './queue-depth';

export interface MetricsSources {
  queues: Queues;
  httpMetrics: HttpMetrics;
  jobMetrics: JobMetrics;
}

/**
 * `/metrics` for Prometheus. Queue and job series come from Redis (cluster-wide, identical on every
 * API process); request latency is this process's own. With Redis down the scrape still answers,
 * with `pitchfit_metrics_redis_up 0` and without the Redis-backed series. Register inside a context
 * that authenticates operators.
 */
export function metricsRoute(sources: MetricsSources): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const [depth, jobs] = await Promise.allSettled([
        renderQueueDepth(sources.queues),
        sources.jobMetrics.render(),
      ]);
      const fromRedis = [depth, jobs].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const redisUp = renderSamples(
        'pitchfit_metrics_redis_up',
        'Whether this scrape could read queue and job metrics from Redis.',
        'gauge',
        [{ labels: {}, value: fromRedis.length === 2 ? 1 : 0 }],
      );
      return reply
        .type(EXPOSITION_CONTENT_TYPE)
        .send([sources.httpMetrics.render(), ...fromRedis, redisUp].join(''));
    });
  };
}
