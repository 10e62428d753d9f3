import { randomUUID } from 'node:crypto';
import { JOBS } from '@pitchfit/contracts/jobs';
import type { Job, Worker } from 'bullmq';
import {
  AggregatorRegistry,
  Counter,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';
import type { RedisClient } from './redis';

/** Seconds; from a built-in grade (milliseconds) to an OCR-heavy deck (minutes). */
const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

type Snapshot = MetricObjectWithValues<MetricValue<string>>[];

const snapshotsKey = (keyPrefix: string) => `${keyPrefix}:metrics:job-snapshots`;

/** One process's job metrics, every catalog job listed at zero so rates are defined from the first scrape. */
function jobMetricsRegistry() {
  const registry = new Registry();
  const labelNames = ['queue', 'job_name'] as const;
  const durations = new Histogram({
    name: 'pitchfit_job_duration_seconds',
    help: 'Processing time of the successful attempt of completed jobs, across all workers.',
    labelNames,
    buckets: JOB_DURATION_BUCKETS,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'pitchfit_job_failures_total',
    help: 'Jobs that failed for good (attempts exhausted or unrecoverable), across all workers.',
    labelNames,
    registers: [registry],
  });
  for (const [name, def] of Object.entries(JOBS)) {
    durations.zero({ queue: def.queue, job_name: name });
    failures.inc({ queue: def.queue, job_name: name }, 0);
  }
  return { registry, durations, failures };
}

/**
 * Counts the jobs this process's workers finish, in the process that ran them, and keeps the
 * process's totals in Redis as one snapshot (a hash field per process) for the API's /metrics to sum.
 * A process's last snapshot stays after it exits, so cluster totals never go down on a restart.
 */
export function recordJobMetrics(
  workers: readonly Worker[],
  redis: RedisClient,
  keyPrefix: string,
  onError: (error: unknown) => void,
): void {
  const { registry, durations, failures } = jobMetricsRegistry();
  const processId = randomUUID();
  let dirty = false;
  let publishing = false;
  // One write in flight, the latest totals last: a burst of jobs costs one write per round trip.
  const publish = async () => {
    dirty = true;
    if (publishing) return;
    publishing = true;
    try {
      while (dirty) {
        dirty = false;
        await redis.hset(
          snapshotsKey(keyPrefix),
          processId,
          JSON.stringify(await registry.getMetricsAsJSON()),
        );
      }
    } catch (error) {
      onError(error);
    } finally {
      publishing = false;
    }
  };
  for (const worker of workers) {
    const labels = (job: Job) => ({
      queue: worker.name,
      job_name: Object.hasOwn(JOBS, job.name) ? job.name : 'unknown',
    });
    worker.on('completed', (job) => {
      if (job.processedOn === undefined || job.finishedOn === undefined) return;
      durations.observe(labels(job), Math.max(job.finishedOn - job.processedOn, 0) / 1000);
      void publish();
    });
    worker.on('failed', (job) => {
      // Also emitted for an attempt that will be retried; only a job that failed for good is finished.
      if (job?.finishedOn === undefined) return;
      failures.inc(labels(job));
      void publish();
    });
  }
}

/** The job metrics of every worker process that ever ran, summed, in Prometheus text format. */
export async function renderJobMetrics(redis: RedisClient, keyPrefix: string): Promise<string> {
  const snapshots = await redis.hvals(snapshotsKey(keyPrefix));
  const zero = await jobMetricsRegistry().registry.getMetricsAsJSON();
  // Snapshots are written by recordJobMetrics above, from prom-client's own getMetricsAsJSON().
  const parsed = snapshots.map((snapshot) => JSON.parse(snapshot) as Snapshot);
  return AggregatorRegistry.aggregate([zero, ...parsed]).metrics();
}
