/**
 * Global setup of the integration project: one migrated template database per run, cloned per
 * test file by @pitchfit/testing/database, a run id that prefixes every database and Redis key, and
 * the worker built (if its sources changed) for the tests that run it as a process of its own. The
 * teardown drops the run's databases and deletes its Redis keys: the services are shared and outlive it.
 */
import { randomBytes } from 'node:crypto';
import { applyMigrations } from '@pitchfit/db/migrate';
import postgres from 'postgres';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from './build/ensure-built';
import { product } from './build/products';
import { deleteRedisKeysAt } from './redis-keys';
import { resolveTestServices } from './test-services';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDatabase: string;
    redisUrl: string;
    runId: string;
    /** What every Redis key prefix of this run starts with (`<this>-<file's own part>:`). */
    redisKeyPrefix: string;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  // Before any file runs, so parallel files never build it at once.
  await ensureBuilt(product('worker'), (m) => console.log(`[test build] ${m}`));
  const services = await resolveTestServices((m) => console.log(`[test services] ${m}`));
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const templateDatabase = `pf_tmpl_${runId}`;
  const admin = postgres(services.pgAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${templateDatabase}"`);
  await applyMigrations(databaseUrl(services.pgAdminUrl, templateDatabase));

  project.provide('pgAdminUrl', services.pgAdminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('redisUrl', services.redisUrl);
  project.provide('runId', runId);
  const redisKeyPrefix = `pf-t-${runId}`;
  project.provide('redisKeyPrefix', redisKeyPrefix);

  return async () => {
    const leftovers = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`pf_%${runId}%`}`;
    for (const { datname } of leftovers)
      await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.end({ timeout: 5 });
    await deleteRedisKeysAt(services.redisUrl, `${redisKeyPrefix}-*`);
    await services.stop();
  };
}
