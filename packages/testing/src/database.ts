import { randomBytes } from 'node:crypto';
import type {} from '@pitchfit/stack/vitest-setup';
import postgres from 'postgres';
import { inject } from 'vitest';

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh, migrated database for one test file: a clone of the run's template (created by the
 * integration project's global setup), dropped by the global teardown. No test shares rows.
 */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `pf_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${inject('templateDatabase')}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return withDatabase(adminUrl, name);
}

/** A Redis key prefix of this run and file, so parallel files and runs never see each other's queues. */
export function testRedisPrefix(): string {
  return `${inject('redisKeyPrefix')}-${randomBytes(4).toString('hex')}`;
}

export function testRedisUrl(): string {
  return inject('redisUrl');
}
