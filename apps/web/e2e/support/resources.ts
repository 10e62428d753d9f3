import { deleteRedisKeysAt } from '@pitchfit/stack/redis-keys';
import postgres from 'postgres';
import type { E2eRun } from './run';

function adminConnection(run: E2eRun) {
  return postgres(run.adminDatabaseUrl, { max: 1, onnotice: () => {} });
}

/** A fresh, empty database for this run; the API applies the migrations when it starts. */
export async function createRunDatabase(run: E2eRun): Promise<void> {
  const sql = adminConnection(run);
  try {
    await sql.unsafe(`CREATE DATABASE "${run.databaseName}"`);
  } finally {
    await sql.end();
  }
}

/** Drops this run's database, closing connections the server may still hold. */
export async function dropRunDatabase(run: E2eRun): Promise<void> {
  const sql = adminConnection(run);
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS "${run.databaseName}" WITH (FORCE)`);
  } finally {
    await sql.end();
  }
}

/** Deletes the Redis keys (queues, jobs, events) this run created under its prefix. */
export function deleteRunRedisKeys(run: E2eRun): Promise<number> {
  return deleteRedisKeysAt(run.redisUrl, `${run.redisPrefix}:*`);
}
