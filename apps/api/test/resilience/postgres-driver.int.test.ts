import { createDb } from '@pitchfit/db/client';
import { sql } from '@pitchfit/db/orm';
import { type PrivatePostgres, startPrivatePostgres } from '@pitchfit/testing/private-postgres';
import { waitFor } from '@pitchfit/testing/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The database driver itself under a restart. postgres.js 3.4.9 throws from a timer when a
 * transaction's connection closes under it (porsager/postgres#1208), which kills whatever process
 * runs it: API or worker. patches/postgres@3.4.9.patch settles the transaction with an error
 * instead. Without the patch the first restart throws that error out of a timer: Node would exit on
 * it; under vitest it is recorded here.
 */
describe('transactions cut by a PostgreSQL restart', () => {
  let pg: PrivatePostgres;
  let db: ReturnType<typeof createDb>;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    db = createDb(pg.url);
  });
  afterAll(async () => {
    await db.close();
    await pg.close();
  });

  it('fail with an error the caller catches, and the pool serves again once the server is back', async () => {
    const uncaught: Error[] = [];
    const recordUncaught = (error: Error) => uncaught.push(error);
    process.on('uncaughtException', recordUncaught);
    let committed = 0;
    const failures: unknown[] = [];
    let running = true;
    // Short transactions back to back, as the worker writes a deck's transient states.
    const loops = Array.from({ length: 4 }, async () => {
      while (running) {
        try {
          await db.db.transaction(async (tx) => {
            await tx.execute(sql`set local synchronous_commit = off`);
            await tx.execute(sql`select 1`);
          });
          committed += 1;
        } catch (error) {
          failures.push(error);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });

    await waitFor(() => committed > 100, 'transactions to commit', 30_000);
    await pg.stop();
    await pg.start();
    const before = committed;
    await waitFor(() => committed > before + 100, 'transactions to commit after the restart', 30_000);
    running = false;
    await Promise.all(loops);
    process.off('uncaughtException', recordUncaught);

    expect(uncaught).toEqual([]);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((failure) => failure instanceof Error)).toBe(true);
  });
});
