import { JOBS } from '@pitchfit/contracts/jobs';
import type { WorkerDeps } from '../deps';

/**
 * Declares the deck reconciler's BullMQ job scheduler: `deck.reconcile` now and then every
 * RECONCILE_INTERVAL_MS, on the maintenance queue, run by whichever worker takes it. Every worker
 * declares the same scheduler (same id), so there is one pass per interval however many run;
 * declaring it again keeps its next run where it was. It is declared again each time Redis answers
 * after an outage, since a Redis restarted without its data has lost it; a pass overdue meanwhile
 * runs at once. `stop` only stops declaring it: the scheduler stays for the other workers.
 */
export function scheduleDeckReconciler(deps: Pick<WorkerDeps, 'queues' | 'connection' | 'env' | 'logger'>): {
  stop: () => void;
} {
  const job = JOBS['deck.reconcile'];
  const declare = () => {
    deps.queues[job.queue]
      .upsertJobScheduler(
        job.jobId({}),
        { every: deps.env.RECONCILE_INTERVAL_MS },
        { name: 'deck.reconcile', data: {}, opts: job.options },
      )
      .catch((err: unknown) =>
        deps.logger.error({ err }, 'deck reconciler not scheduled; declared again when Redis reconnects'),
      );
  };
  declare();
  deps.connection.on('ready', declare);
  return { stop: () => deps.connection.off('ready', declare) };
}
