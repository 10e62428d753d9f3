import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index';

/** Column names from the schema's property names; queries rendered outside a handle use it too. */
export const CASING = 'snake_case';

export interface DbOptions {
  /** Pool size; API and worker processes each hold their own pool. */
  max?: number;
  /** Seconds to wait for a connection before failing the query instead of hanging. */
  connectTimeout?: number;
  /**
   * False behind a transaction-mode pooler (DATABASE_POOLER=transaction): a statement prepared on one
   * server connection is unknown on the next. Prepared statements then run as unnamed ones, and deck
   * files kept in PostgreSQL come back as hex text (slower; object storage avoids it).
   */
  prepare?: boolean;
  /** Called with each statement as it is sent to PostgreSQL (postgres.js's debug hook): tests count round trips. */
  onQuery?: (query: string, parameters: readonly unknown[]) => void;
}

export function createDb(url: string, options: DbOptions = {}) {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeout ?? 5,
    idle_timeout: 30,
    prepare: options.prepare ?? true,
    onnotice: () => {},
    ...(options.onQuery
      ? {
          debug: (_connection: number, query: string, parameters: unknown[]) =>
            options.onQuery?.(query, parameters),
        }
      : {}),
  });
  const db = drizzle(sql, { schema, casing: CASING });
  return { db, close: () => sql.end({ timeout: 5 }), ping: async () => void (await sql`select 1`) };
}

export type Database = ReturnType<typeof createDb>['db'];
/** The handle a `db.transaction` callback receives: functions that must join the caller's transaction take it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * `build(db)` made once per database handle and remembered while the handle lives: for prepared
 * statements, which postgres.js keeps parsed per connection and drizzle should build only once.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
