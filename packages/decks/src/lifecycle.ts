import type { DeckChange } from '@pitchfit/contracts/deck-events';
import type { Database } from '@pitchfit/db/client';
import { publishDeckChange } from '@pitchfit/queue/deck-changes';
import type { Queues } from '@pitchfit/queue/queues';
import type { RedisClient } from '@pitchfit/queue/redis';

/** Where a verb logs what a request or job survives but an operator should see. */
export interface WarnLogger {
  warn(fields: object, message: string): void;
}

/** Tells the investor's open screens that decks changed; never throws (a lost change shows by polling). */
export interface DeckChangePublisher {
  publish(change: DeckChange): Promise<void>;
}

/** What every verb of a deck's life takes first; the API's and the worker's deps both hold it. */
export interface DeckDeps {
  db: Database;
  queues: Queues;
  logger: WarnLogger;
  deckChanges: DeckChangePublisher;
}

/** The one publisher of deck changes, for the API and the worker: best effort, a failure is logged. */
export function createDeckChangePublisher(
  redis: RedisClient,
  redisPrefix: string,
  logger: WarnLogger,
): DeckChangePublisher {
  return {
    publish: (change) =>
      publishDeckChange(redis, redisPrefix, change).catch((err: unknown) =>
        logger.warn({ err, ...change }, 'deck change not published; screens will poll'),
      ),
  };
}

/**
 * The end of every write that leaves decks waiting for a job, once it has committed: tell the open
 * screens, then queue the job. Once committed the change stands even if Redis refuses the job: the
 * worker's reconciler queues every deck left waiting without one (docs/resilience.md).
 */
export async function announceThenQueue(
  deps: Pick<DeckDeps, 'deckChanges' | 'logger'>,
  changes: DeckChange[],
  queue: () => Promise<unknown>,
  about: object,
): Promise<void> {
  for (const change of changes) await deps.deckChanges.publish(change);
  await queue().catch((err: unknown) =>
    deps.logger.warn(
      { err, ...about },
      'deck change saved but its job not queued; the reconciler will queue it',
    ),
  );
}
