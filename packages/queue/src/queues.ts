import { JOBS, type JobName, type JobPayload, QUEUES, type QueueName } from '@pitchfit/contracts/jobs';
import { type Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

export type Queues = Record<QueueName, Queue>;

/** One Queue handle per catalog queue; producers never need to know the worker exists. */
export function createQueues(connection: Redis, prefix: string): Queues {
  const entries = Object.values(QUEUES).map((name) => [name, new Queue(name, { connection, prefix })] as const);
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

export function createQueueEvents(queue: QueueName, connection: Redis, prefix: string): QueueEvents {
  return new QueueEvents(queue, { connection, prefix });
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
