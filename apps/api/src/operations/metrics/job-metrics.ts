import { JOBS, QUEUES, type QueueName } from '@pitchfit/contracts/jobs';
import type { Queues } from '@pitchfit/queue/queues';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { bucketIndex, type HistogramSeries, renderHistogram, renderSamples } from './exposition';

/** Seconds; from a built-in grade (milliseconds) to an OCR-heavy deck (minutes). */
const JOB_DURATION_BOUNDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600] as const;
/** Long enough for every API process to have read the event; short enough not to pile up keys. */
const EVENT_CLAIM_TTL_SECONDS = 24 * 3600;

export type JobOutcome = 'completed' | 'failed';

export interface JobMetrics {
  /** Records one finished job once across all API processes; `eventId` is its queue-event stream id. */
  record(queue: QueueName, eventId: string, jobId: string, outcome: JobOutcome): Promise<void>;
  render(): Promise<string>;
}

/**
 * Job durations and failures, cluster-wide. Every API process reads every queue's event stream;
 * the first to claim an event (SET NX on its stream id) adds it to one Redis hash, so each job
 * counts once however many API processes run, and any of them can answer a scrape with the same
 * totals. Counters live in Redis, so they survive restarts of the API.
 */
export function createJobMetrics(redis: Redis, queues: Queues, keyPrefix: string): JobMetrics {
  const hashKey = `${keyPrefix}:metrics:jobs`;
  const jobNameLabel = (name: string) => (Object.hasOwn(JOBS, name) ? name : 'unknown');

  return {
    async record(queue, eventId, jobId, outcome) {
      const claimed = await redis.set(
        `${keyPrefix}:metrics:job-event:${queue}:${eventId}`,
        '1',
        'EX',
        EVENT_CLAIM_TTL_SECONDS,
        'NX',
      );
      if (claimed === null) return;
      const job = await queues[queue].getJob(jobId);
      // A job removed before we looked (removeOnComplete/Fail) cannot be named: it goes uncounted.
      if (!job) return;
      const series = `${queue}|${jobNameLabel(job.name)}`;
      if (outcome === 'failed') {
        await redis.hincrby(hashKey, `${series}|failures`, 1);
        return;
      }
      if (job.processedOn === undefined || job.finishedOn === undefined) return;
      const durationMs = Math.max(job.finishedOn - job.processedOn, 0);
      await redis
        .multi()
        .hincrby(hashKey, `${series}|bucket|${bucketIndex(JOB_DURATION_BOUNDS, durationMs / 1000)}`, 1)
        .hincrby(hashKey, `${series}|sum_ms`, durationMs)
        .exec();
    },

    async render() {
      const fields = await redis.hgetall(hashKey);
      const series = new Map<
        string,
        { queue: string; jobName: string; buckets: number[]; sumMs: number; failures: number }
      >();
      const entryOf = (queue: string, jobName: string) => {
        const key = `${queue}|${jobName}`;
        let entry = series.get(key);
        if (!entry) {
          entry = {
            queue,
            jobName,
            buckets: Array<number>(JOB_DURATION_BOUNDS.length + 1).fill(0),
            sumMs: 0,
            failures: 0,
          };
          series.set(key, entry);
        }
        return entry;
      };
      // Every catalog job is listed, at zero until it runs, so rates are defined from the first scrape.
      for (const [name, def] of Object.entries(JOBS)) entryOf(def.queue, name);
      for (const [field, raw] of Object.entries(fields)) {
        const [queue = '', jobName = '', kind, index] = field.split('|');
        if (!Object.values<string>(QUEUES).includes(queue)) continue;
        const entry = entryOf(queue, jobName);
        const value = Number(raw);
        if (kind === 'failures') entry.failures = value;
        else if (kind === 'sum_ms') entry.sumMs = value;
        else if (kind === 'bucket' && index !== undefined) entry.buckets[Number(index)] = value;
      }
      const entries = [...series.values()];
      const labelsOf = (e: (typeof entries)[number]) => ({ queue: e.queue, job_name: e.jobName });
      return (
        renderHistogram(
          'pitchfit_job_duration_seconds',
          'Processing time of the successful attempt of completed jobs, across all workers.',
          JOB_DURATION_BOUNDS,
          entries.map(
            (e): HistogramSeries => ({ labels: labelsOf(e), bucketCounts: e.buckets, sum: e.sumMs / 1000 }),
          ),
        ) +
        renderSamples(
          'pitchfit_job_failures_total',
          'Jobs that failed for good (attempts exhausted or unrecoverable), across all workers.',
          'counter',
          entries.map((e) => ({ labels: labelsOf(e), value: e.failures })),
        )
      );
    },
  };
}

/** Feeds every catalog queue's finished-job events into `metrics`. */
export function recordJobOutcomes(
  queueEvents: Record<QueueName, QueueEvents>,
  metrics: JobMetrics,
  onError: (error: unknown) => void,
): void {
  for (const [queue, events] of Object.entries(queueEvents) as [QueueName, QueueEvents][]) {
    events.on('completed', ({ jobId }, eventId) => {
      metrics.record(queue, eventId, jobId, 'completed').catch(onError);
    });
    events.on('failed', ({ jobId }, eventId) => {
      metrics.record(queue, eventId, jobId, 'failed').catch(onError);
    });
  }
}
