import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bucketIndex, type HistogramSeries, renderHistogram } from './exposition';

/** Seconds; the top buckets cover a grading request, which may wait up to GRADE_TIMEOUT_MS. */
const HTTP_DURATION_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60] as const;

export interface HttpMetrics {
  observe(labels: { method: string; route: string; status_class: string }, seconds: number): void;
  render(): string;
}

/** Request latency of this process, kept in memory: Prometheus scrapes every API process and sums. */
export function createHttpMetrics(): HttpMetrics {
  const series = new Map<
    string,
    { labels: HistogramSeries['labels']; bucketCounts: number[]; sum: number }
  >();
  return {
    observe(labels, seconds) {
      const key = `${labels.method} ${labels.route} ${labels.status_class}`;
      let entry = series.get(key);
      if (!entry) {
        entry = { labels, bucketCounts: Array<number>(HTTP_DURATION_BOUNDS.length + 1).fill(0), sum: 0 };
        series.set(key, entry);
      }
      const bucket = bucketIndex(HTTP_DURATION_BOUNDS, seconds);
      entry.bucketCounts[bucket] = (entry.bucketCounts[bucket] ?? 0) + 1;
      entry.sum += seconds;
    },
    render() {
      return renderHistogram(
        'pitchfit_http_request_duration_seconds',
        'Time from receiving an HTTP request to sending its answer, by route pattern and status class.',
        HTTP_DURATION_BOUNDS,
        [...series.values()],
      );
    },
  };
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
