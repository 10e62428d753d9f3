import type { Queues } from '@pitchfit/queue/queues';
import { renderSamples, type Sample } from './exposition';

/** `prioritized` holds waiting jobs that carry a priority (manual rescores): count it with `waiting` as backlog. */
const DEPTH_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;

/** Jobs per queue and state, read from BullMQ at scrape time, so every API process reports the same numbers. */
export async function renderQueueDepth(queues: Queues): Promise<string> {
  const perQueue = await Promise.all(
    Object.entries(queues).map(async ([queue, handle]) => {
      const counts = await handle.getJobCounts(...DEPTH_STATES);
      return DEPTH_STATES.map((state): Sample => ({ labels: { queue, state }, value: counts[state] ?? 0 }));
    }),
  );
  return renderSamples(
    'pitchfit_queue_jobs',
    'Jobs in each queue by state, at scrape time.',
    'gauge',
    perQueue.flat(),
  );
}
