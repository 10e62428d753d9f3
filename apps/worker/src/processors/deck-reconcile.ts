import { DECK_RECONCILE } from '@pitchfit/contracts/jobs';
import { reconcileDecks } from '../reconcile/reconcile-decks';
import type { Processor } from './types';

/** One pass of the deck reconciler, run every RECONCILE_INTERVAL_MS by its job scheduler. */
export const reconcileDecksProcessor: Processor<'deck.reconcile'> = async (_payload, _job, deps) => {
  const outcome = await reconcileDecks(deps, {
    graceMs: deps.env.RECONCILE_GRACE_MS,
    batchSize: DECK_RECONCILE.batchSize,
  });
  const healed = outcome.queued + outcome.requeued + outcome.failed;
  if (healed > 0) deps.logger.info(outcome, 'reconciled decks whose scoring job was missing');
  else deps.logger.debug(outcome, 'reconciled decks: nothing to do');
  return outcome;
};
