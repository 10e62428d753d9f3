import { JOBS, type JobName, QUEUES, type QueueName } from '@pitchfit/contracts/jobs';
import { recordJobMetrics } from '@pitchfit/queue/job-metrics';
import { queuePrefix } from '@pitchfit/queue/redis';
import { keepWarmParserThreads } from '@pitchfit/scoring/deck/read';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { WorkerDeps } from './deps';
import { processors } from './processors/index';
import type { Processor } from './processors/types';

/**
 * Tuning, per queue, for a 2-core machine:
 * - grading: a person waits on each job and the built-in grader takes milliseconds; 4 at once keeps
 *   Claude calls (network-bound) overlapping without starving deck scoring.
 * - decks: PDF parsing and OCR are CPU-bound; one per core-ish. The lock is renewed every
 *   lockDuration/2 while a job runs, however long it takes (an OCR-heavy deck can take minutes):
 *   parsing and OCR run in threads of their own and page rendering yields between pages, so the
 *   event loop is free to renew it. A killed worker's lock simply expires: 60 s plus up to two 30 s
 *   stalled checks until its decks run again.
 * - decks-costly: decks that need OCR or outran the fast lane's budget (deck-score.ts). One at a time:
 *   tesseract and a slow file each take a core, and the fast lane keeps the other for text decks.
 * - maintenance: one reconciler pass at a time is all there is to run.
 * JOB_LOCK_DURATION_MS and STALLED_INTERVAL_MS override both for every queue (the fault tests use seconds).
 */
const QUEUE_SETTINGS: Record<
  QueueName,
  { concurrency: number; lockDuration: number; stalledInterval: number }
> = {
  grading: { concurrency: 4, lockDuration: 60_000, stalledInterval: 30_000 },
  decks: { concurrency: 2, lockDuration: 60_000, stalledInterval: 30_000 },
  'decks-costly': { concurrency: 1, lockDuration: 60_000, stalledInterval: 30_000 },
  maintenance: { concurrency: 1, lockDuration: 60_000, stalledInterval: 30_000 },
};

/**
 * The queues whose slots each keep a warm parser thread. Not `decks-costly`: its decks take seconds to
 * minutes (OCR, past the fast budget), beside which a thread's start is small, and an idle worker then
 * holds one reading thread's heap (about 100 MB) fewer. Its decks still take a warm thread when one is idle.
 */
const WARM_PARSER_QUEUES: readonly QueueName[] = [QUEUES.decks];

/** Parser threads this process keeps warm when it runs `queues`: one per slot of the fast deck lane. */
export function warmParserThreadCount(queues: readonly QueueName[]): number {
  return queues
    .filter((queue) => WARM_PARSER_QUEUES.includes(queue))
    .reduce((slots, queue) => slots + QUEUE_SETTINGS[queue].concurrency, 0);
}

function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}

async function dispatch(job: Job, deps: WorkerDeps): Promise<unknown> {
  if (!isJobName(job.name)) throw new UnrecoverableError(`Unknown job ${job.name}`);
  const processor = (processors as Partial<Record<JobName, Processor<JobName>>>)[job.name];
  if (!processor) throw new UnrecoverableError(`No processor for ${job.name}`);
  const parsed = JOBS[job.name].payload.safeParse(job.data);
  if (!parsed.success)
    throw new UnrecoverableError(`Invalid payload for ${job.name}: ${parsed.error.message}`);
  return processor(parsed.data, job, deps);
}

/** Starts one BullMQ worker per catalog queue, each with error listeners and job metrics attached. */
export function startWorkers(
  deps: WorkerDeps,
  queues: readonly QueueName[] = Object.values(QUEUES),
): Worker[] {
  keepWarmParserThreads(warmParserThreadCount(queues));
  const workers = queues.map((queue) => {
    const settings = {
      ...QUEUE_SETTINGS[queue],
      ...(deps.env.JOB_LOCK_DURATION_MS ? { lockDuration: deps.env.JOB_LOCK_DURATION_MS } : {}),
      ...(deps.env.STALLED_INTERVAL_MS ? { stalledInterval: deps.env.STALLED_INTERVAL_MS } : {}),
    };
    const worker = new Worker(queue, (job) => dispatch(job, deps), {
      connection: deps.connection,
      prefix: queuePrefix(deps.connection, deps.env.REDIS_PREFIX),
      concurrency: settings.concurrency,
      lockDuration: settings.lockDuration,
      stalledInterval: settings.stalledInterval,
      maxStalledCount: 2,
    });
    worker.on('error', (err) => deps.logger.error({ err, queue }, 'worker error'));
    worker.on('failed', (job, err) =>
      deps.logger.warn(
        { err, queue, jobId: job?.id, name: job?.name, attempts: job?.attemptsMade },
        'job failed',
      ),
    );
    worker.on('completed', (job) =>
      deps.logger.debug({ queue, jobId: job.id, name: job.name }, 'job completed'),
    );
    return worker;
  });
  recordJobMetrics(workers, deps.connection, deps.env.REDIS_PREFIX, (err) =>
    deps.logger.warn({ err }, 'job metrics not published'),
  );
  return workers;
}

/** Lets in-flight jobs finish for up to `timeoutMs`, then stops waiting. */
export async function closeWorkers(workers: Worker[], timeoutMs = 30_000): Promise<void> {
  const graceful = Promise.all(workers.map((w) => w.close()));
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([graceful, deadline]);
}
