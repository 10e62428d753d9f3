import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Seconds; the top buckets cover a grading request, which may wait up to GRADE_TIMEOUT_MS. */
const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export type HttpMetrics = Histogram<'method' | 'route' | 'status_class'>;

/** Request latency of this process, kept in memory: Prometheus scrapes every API process and sums. */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  return new Histogram({
    name: 'pitchfit_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to sending its answer, by route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
}

/**
 * The route pattern, never the raw URL, so label values stay bounded: unmatched paths (including
 * the web app's client-side routes) share one value, and the hashed web assets another.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return '(unmatched)';
  return pattern.startsWith('/assets/') ? '/assets/*' : pattern;
}

/** Install before registering routes so every route is measured. */
export function installHttpMetrics(app: FastifyInstance, metrics: HttpMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(
      {
        method: request.method,
        route: routeLabel(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}
