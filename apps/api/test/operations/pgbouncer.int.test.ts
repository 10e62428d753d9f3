import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDb } from '@pitchfit/db/client';
import { sql } from '@pitchfit/db/orm';
import { createTestDatabase } from '@pitchfit/testing/database';
import { type PrivatePgBouncer, startPrivatePgBouncer } from '@pitchfit/testing/private-pgbouncer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createInvestor, eventually, listDecks, pitchDeck, type TestInvestor } from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import { startTestApp, type TestApp } from '../helpers/test-app';

const run = promisify(execFile);
const STACK_DIR = fileURLToPath(new URL('../../../../tooling/stack/', import.meta.url));

/** API and worker through Debian's PgBouncer in transaction mode, with migrations over a direct URL. */
describe('behind a transaction-mode pooler (PgBouncer)', () => {
  let bouncer: PrivatePgBouncer;
  let t: TestApp;
  let vc: TestInvestor;

  beforeAll(async () => {
    bouncer = await startPrivatePgBouncer(inject('pgAdminUrl'), { poolSize: 2 });
    const direct = await createTestDatabase();
    t = await startTestApp({
      env: {
        DATABASE_URL: bouncer.pooled(direct),
        DATABASE_DIRECT_URL: direct,
        DATABASE_POOLER: 'transaction',
        DECK_OCR: 'false',
      },
    });
    vc = await createInvestor(t);
  });

  afterAll(async () => {
    await t?.close();
    await bouncer?.close();
  });

  it('pnpm migrate migrates an empty database over the direct URL, never the pooled one', async () => {
    const adminUrl = new URL(inject('pgAdminUrl'));
    const name = `pf_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
    const admin = createDb(adminUrl.toString(), { max: 1 });
    try {
      await admin.db.execute(sql.raw(`create database "${name}"`));
      const direct = new URL(adminUrl);
      direct.pathname = `/${name}`;
      const env = {
        DATABASE_URL: bouncer.pooled(direct.toString()),
        DATABASE_DIRECT_URL: direct.toString(),
        DATABASE_POOLER: 'transaction',
      };
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
        cwd: STACK_DIR,
        env,
      });
      expect(stdout).toContain('migrations applied');
      const migrated = createDb(direct.toString(), { max: 1 });
      try {
        const tables = await migrated.db.execute(
          sql`select table_name from information_schema.tables where table_name = 'decks'`,
        );
        expect(tables).toHaveLength(1);
      } finally {
        await migrated.close();
      }
    } finally {
      await admin.close();
    }
  });

  it('decks are taken, scored and downloaded through the pooler with more clients than server connections', async () => {
    const files = Array.from({ length: 8 }, (_, i) => smallDeck(`pooled-${i}`));
    const ids = await Promise.all(
      files.map((bytes, i) => pitchDeck(t, vc, { fileName: `pooled-${i}.pdf`, bytes })),
    );
    await eventually(async () => {
      const decks = await listDecks(t, vc.auth);
      const scored = decks.filter((deck) => ids.includes(deck.id) && deck.status === 'scored');
      return scored.length === ids.length ? scored : undefined;
    }, 'every deck to be scored through the pooler');
    // Twice: the second read of a statement is where a prepared one would be reused.
    for (let round = 0; round < 2; round++) {
      for (const [i, id] of ids.entries()) {
        const download = await t.app.inject({
          method: 'GET',
          url: `/api/decks/${id}/pdf/`,
          headers: { authorization: vc.auth },
        });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(files[i] ?? Buffer.alloc(0))).toBe(true);
      }
    }
  });
});
