import { createHash } from 'node:crypto';
import {
  DECK_SENDER_FAIRNESS,
  JOBS,
  type JobName,
  type JobPayload,
  QUEUES,
  type QueueName,
} from '@pitchfit/contracts/jobs';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { type ConnectionErrorHandler, closeWithin, queuePrefix, type RedisClient } from './redis';

export type Queues = Record<QueueName, Queue>;

/** The connection and prefix each set of queues was made with, for the counts kept beside its jobs. */
const connections = new WeakMap<Queues, { connection: RedisClient; prefix: string }>();

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
  const queues = Object.fromEntries(entries) as Queues;
  connections.set(queues, { connection, prefix });
  return queues;
}

export interface EnqueueOptions {
  priority?: number;
  /**
   * Who sent the work (`senderKeyOf` a client address or `investor:<id>`): without a `priority`, the
   * job gets the sender's count of recent jobs as its priority (`senderPriority`).
   */
  senderKey?: string;
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
  const priority =
    options.priority ??
    (options.senderKey === undefined
      ? undefined
      : await senderPriority(queues, def.queue, options.senderKey));
  return queues[def.queue].add(name, data, {
    ...def.options,
    jobId,
    ...(priority === undefined ? {} : { priority }),
  });
}

/**
 * A sender's key for fairness (a client address, `investor:<id>`): a digest, so neither Redis nor
 * the deck row (which keeps it for the reconciler) holds a client address in clear.
 */
export function senderKeyOf(sender: string): string {
  return createHash('sha256').update(sender).digest('hex').slice(0, 32);
}

/**
 * The sender's count of jobs on the queue within DECK_SENDER_FAIRNESS.windowMs, this one included:
 * BullMQ runs lower priorities first, so each sender's first job goes ahead of a busy sender's
 * backlog.
 */
export async function senderPriority(queues: Queues, queue: QueueName, senderKey: string): Promise<number> {
  const made = connections.get(queues);
  if (!made) throw new Error('These queues were not made by createQueues');
  const key = `${made.prefix}:${queue}:sender:${senderKey}`;
  const [counted] =
    (await made.connection.multi().incr(key).pexpire(key, DECK_SENDER_FAIRNESS.windowMs).exec()) ?? [];
  const count = typeof counted?.[1] === 'number' ? counted[1] : 1;
  return Math.min(count, DECK_SENDER_FAIRNESS.maxPriority);
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
