import { randomUUID } from 'node:crypto';
import { DECK_RECONCILE } from '@pitchfit/contracts/jobs';
import { closeWithin } from '@pitchfit/queue/redis';
import type { WorkerDeps } from '../deps';
import { reconcileDecks } from './reconcile-decks';

export interface DeckReconciler {
  /** Stops the timer and waits (briefly) for a pass in progress. */
  stop: () => Promise<void>;
}

/**
 * Runs the deck reconciler when the worker starts and then every RECONCILE_INTERVAL_MS. With several
 * worker processes, the one that takes a Redis lock (kept for one interval) runs the pass and the
 * others skip it, so the cluster makes about one pass per interval; two passes at once would still
 * be harmless. While Redis is unreachable a pass waits for it (the worker's connection queues
 * commands), so the first pass after an outage starts as soon as Redis answers again.
 */
export function startDeckReconciler(
  deps: Pick<WorkerDeps, 'db' | 'queues' | 'connection' | 'env' | 'logger'> &
    Partial<Pick<WorkerDeps, 'deckChanges'>>,
): DeckReconciler {
  const intervalMs = deps.env.RECONCILE_INTERVAL_MS;
  const lockKey = `${deps.env.REDIS_PREFIX}:reconcile:decks`;
  const token = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function pass(): Promise<void> {
    const locked = await deps.connection.set(lockKey, token, 'PX', intervalMs, 'NX');
    if (locked !== 'OK' || stopped) return;
    const outcome = await reconcileDecks(deps, {
      graceMs: deps.env.RECONCILE_GRACE_MS,
      batchSize: DECK_RECONCILE.batchSize,
    });
    const healed = outcome.queued + outcome.requeued + outcome.failed;
    if (healed > 0) deps.logger.info(outcome, 'reconciled decks whose scoring job was missing');
    else deps.logger.debug(outcome, 'reconciled decks: nothing to do');
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = pass()
        .catch((err: unknown) => deps.logger.error({ err }, 'deck reconciler pass failed'))
        .finally(() => {
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
  }
  schedule(0);

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await closeWithin(() => running, 5_000);
    },
  };
}
