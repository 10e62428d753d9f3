import { z } from 'zod';

/** The PostgreSQL database the API and the worker share. */
export const databaseEnv = {
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL' }),
  /**
   * A connection straight to PostgreSQL, bypassing any pooler: migrations and their session-level
   * advisory lock use it (`pnpm migrate`). Unset, DATABASE_URL is direct and is used.
   */
  DATABASE_DIRECT_URL: z.url({ error: 'DATABASE_DIRECT_URL must be a postgres:// URL' }).optional(),
  /**
   * `transaction` when DATABASE_URL goes through a transaction-mode pooler (PgBouncer): statements are
   * then never prepared (the next transaction may run on another server connection), and processes
   * do not migrate at start; run `pnpm migrate` over DATABASE_DIRECT_URL before starting them.
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
};

type DatabaseEnv = {
  DATABASE_URL: string;
  DATABASE_DIRECT_URL?: string | undefined;
  DATABASE_POOLER: 'none' | 'transaction';
};

export interface DatabaseSettings {
  url: string;
  /** Where migrations run: never through a pooler. */
  directUrl: string;
  /** Whether postgres.js may prepare (and cache) statements on its connections. */
  prepare: boolean;
  /** Whether an API or worker process applies migrations as it starts (the embedded `pnpm start`). */
  migrateOnStart: boolean;
}

export function databaseSettingsOf(env: DatabaseEnv): DatabaseSettings {
  const pooled = env.DATABASE_POOLER === 'transaction';
  return {
    url: env.DATABASE_URL,
    directUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    prepare: !pooled,
    migrateOnStart: !pooled,
  };
}
