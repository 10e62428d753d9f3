import type { Queues } from '@pitchfit/queue/queues';
import { Gauge, Registry } from 'prom-client';

/** `prioritized` holds waiting jobs that carry a priority (manual rescores): count it with `waiting` as backlog. */
const DEPTH_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;

/**
 * Jobs per queue and state, read from BullMQ at scrape time, so every API process reports the same
 * numbers. Not BullMQ's Queue.exportPrometheusMetrics(): it answers one queue at a time, each with its
 * own HELP and TYPE lines (two queues joined are not a valid exposition), under other series names.
 */
export async function renderQueueDepth(queues: Queues): Promise<string> {
  const registry = new Registry();
  const depth = new Gauge({
    name: 'pitchfit_queue_jobs',
    help: 'Jobs in each queue by state, at scrape time.',
    labelNames: ['queue', 'state'],
    registers: [registry],
  });
  await Promise.all(
    Object.entries(queues).map(async ([queue, handle]) => {
      const counts = await handle.getJobCounts(...DEPTH_STATES);
      for (const state of DEPTH_STATES) depth.set({ queue, state }, counts[state] ?? 0);
    }),
  );
  return registry.metrics();
}
