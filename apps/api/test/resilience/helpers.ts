import { type DeckStatus, deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { count, inArray, sql } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { startWorkerProcess, type WorkerProcess } from '@pitchfit/testing/worker-process';
import { postDeck, type TestInvestor } from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import type { TestApp } from '../helpers/test-app';

/**
 * The worker process's configuration for a fault test: the test app's database, Redis and prefix
 * (unless `env` points elsewhere), scanned PDFs skipped, and the recovery timers in seconds rather
 * than production's half minutes, so each fault heals within the test's bounds.
 */
export function startWorker(
  t: TestApp,
  env: Record<string, string> = {},
  options: { supervised?: boolean } = {},
): WorkerProcess {
  return startWorkerProcess(
    {
      DATABASE_URL: t.env.DATABASE_URL,
      REDIS_URL: t.env.REDIS_URL,
      REDIS_PREFIX: t.env.REDIS_PREFIX,
      LOG_LEVEL: 'info',
      DECK_OCR: 'false',
      JOB_LOCK_DURATION_MS: '3000',
      STALLED_INTERVAL_MS: '1000',
      RECONCILE_INTERVAL_MS: '1000',
      RECONCILE_GRACE_MS: '1000',
      ...env,
    },
    options,
  );
}

/**
 * Counts every score written to a deck, by a trigger in the database itself: what "scored once"
 * means, observed where the write lands rather than in the code that makes it.
 */
export async function installScoreWriteAudit(t: TestApp): Promise<void> {
  for (const statement of [
    'create table score_writes (deck_id uuid not null, written_at timestamptz not null default clock_timestamp())',
    `create function record_score_write() returns trigger language plpgsql as $$
       begin insert into score_writes (deck_id) values (new.id); return new; end $$`,
    `create trigger decks_score_writes after update of scored_at on decks for each row
       when (new.scored_at is distinct from old.scored_at) execute function record_score_write()`,
  ]) {
    await t.deps.db.execute(sql.raw(statement));
  }
}

/** Score writes per deck id, from the audit table. */
export async function scoreWrites(t: TestApp): Promise<Map<string, number>> {
  const rows = await t.deps.db.execute<{ deck_id: string; writes: number }>(
    sql`select deck_id, count(*)::int as writes from score_writes group by deck_id`,
  );
  return new Map(rows.map((row) => [row.deck_id, row.writes]));
}

/** Uploads `n` distinct small decks as the investor's test uploads; every one must be accepted (201). */
export async function uploadDecks(t: TestApp, vc: TestInvestor, n: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await postDeck(
      t,
      `/api/vc/${vc.username}/submit-deck/`,
      { fileName: `${label}-${i}.pdf`, bytes: smallDeck(`${label}-${i}`) },
      vc.auth,
    );
    if (res.statusCode !== 201) throw new Error(`upload ${i} answered ${res.statusCode}: ${res.body}`);
    ids.push(deckSubmittedSchema.parse(res.json()).id);
  }
  return ids;
}

export async function countByStatus(t: TestApp, ids: string[]): Promise<Partial<Record<DeckStatus, number>>> {
  const rows = await t.deps.db
    .select({ status: decks.status, n: count() })
    .from(decks)
    .where(inArray(decks.id, ids))
    .groupBy(decks.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
