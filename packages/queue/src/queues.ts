import { JOBS, type JobName, type JobPayload, QUEUES, type QueueName } from '@pitchfit/contracts/jobs';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { type ConnectionErrorHandler, closeWithin, queuePrefix, type RedisClient } from './redis';

export type Queues = Record<QueueName, Queue>;

/** One Queue handle per catalog queue; producers never need to know the worker exists. */
export function createQueues(
  connection: RedisClient,
  prefix: string,
  onError: ConnectionErrorHandler,
): Queues {
  const entries = Object.values(QUEUES).map((name) => {
    const queue = new Queue(name, { connection, prefix: queuePrefix(connection, prefix) });
    queue.on('error', onError);
    return [name, queue] as const;
  });
  return Object.fromEntries(entries) as Queues;
}

export interface EnqueueOptions {
  priority?: number;
  /** Replaces the catalog's deterministic id, e.g. for a manual rescore of an already-scored version. */
  jobId?: string;
}

/** Typed producer: parses the payload against the catalog and applies the job's defaults and id. */
export async function enqueue<N extends JobName>(
  queues: Queues,
  name: N,
  payload: JobPayload<N>,
  options: EnqueueOptions = {},
): Promise<Job> {
  const def = JOBS[name];
  const data = def.payload.parse(payload);
  const jobId = options.jobId ?? (def.jobId as (p: JobPayload<N>) => string)(payload);
  return queues[def.queue].add(name, data, {
    ...def.options,
    jobId,
    ...(options.priority === undefined ? {} : { priority: options.priority }),
  });
}

/**
 * Typed bulk producer for one job name: one round trip for many jobs (a fan-out of hundreds of
 * rescoring jobs), each with the catalog's defaults and deterministic id, so a repeated fan-out adds
 * nothing twice.
 */
export async function enqueueBulk<N extends JobName>(
  queues: Queues,
  name: N,
  payloads: readonly JobPayload<N>[],
  options: Pick<EnqueueOptions, 'priority'> = {},
): Promise<Job[]> {
  if (payloads.length === 0) return [];
  const def = JOBS[name];
  const jobId = def.jobId as (p: JobPayload<N>) => string;
  return queues[def.queue].addBulk(
    payloads.map((payload) => ({
      name,
      data: def.payload.parse(payload),
      opts: {
        ...def.options,
        jobId: jobId(payload),
        ...(options.priority === undefined ? {} : { priority: options.priority }),
      },
    })),
  );
}

export function createQueueEvents(
  queue: QueueName,
  connection: RedisClient,
  prefix: string,
  onError: ConnectionErrorHandler,
): QueueEvents {
  const events = new QueueEvents(queue, { connection, prefix: queuePrefix(connection, prefix) });
  events.on('error', onError);
  return events;
}

/** Closes every queue handle, without waiting more than `timeoutMs` on an unreachable Redis. */
export async function closeQueues(queues: Queues, timeoutMs = 3_000): Promise<void> {
  await closeWithin(() => Promise.all(Object.values(queues).map((q) => q.close())), timeoutMs);
}
