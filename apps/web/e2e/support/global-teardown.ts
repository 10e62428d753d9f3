import { rm } from 'node:fs/promises';
import { deckQueueLockPath } from './operator';
import { deleteRunRedisKeys, dropRunDatabase } from './resources';
import { e2eRun } from './run';

/** Removes this run's database, Redis keys and deck-queue lock so runs never pile up or collide. */
export default async function globalTeardown(): Promise<void> {
  const run = e2eRun();
  await dropRunDatabase(run);
  const keys = await deleteRunRedisKeys(run);
  await rm(deckQueueLockPath(), { recursive: true, force: true });
  console.log(`[e2e] dropped database ${run.databaseName} and ${keys} Redis keys under ${run.redisPrefix}`);
}
