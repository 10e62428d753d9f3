import { type DeckStatus, deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { JOBS } from '@pitchfit/contracts/jobs';
import { count, eq, inArray, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { waitFor } from '@pitchfit/testing/wait';
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

/**
 * What a fault test's unfinished decks are doing, for its failure message: each deck's status with
 * its jobs' states, attempts and last error, and the worker's last warnings. A timeout that says only
 * "timed out" cannot be diagnosed from a CI log.
 */
export async function whyUnfinished(t: TestApp, ids: string[], worker?: WorkerProcess): Promise<string> {
  const rows = await t.deps.db
    .select({ id: decks.id, status: decks.status, thesisVersion: investors.thesisVersion })
    .from(decks)
    .innerJoin(investors, eq(investors.id, decks.investorId))
    .where(inArray(decks.id, ids));
  const lines: string[] = [];
  for (const deck of rows.filter((row) => row.status !== 'scored')) {
    const jobs = await Promise.all(
      (['deck.score', 'deck.scoreCostly'] as const).map(async (name) => {
        const queue = t.deps.queues[JOBS[name].queue];
        const job = await queue.getJob(
          JOBS[name].jobId({ deckId: deck.id, thesisVersion: deck.thesisVersion }),
        );
        if (!job) return `${name} none`;
        const state = await job.getState();
        return `${name} ${state} attempts ${job.attemptsMade} stalled ${job.stalledCounter}${job.failedReason ? ` (${job.failedReason.slice(0, 120)})` : ''}`;
      }),
    );
    lines.push(`deck ${deck.id} ${deck.status} v${deck.thesisVersion}: ${jobs.join('; ')}`);
  }
  const warnings = (worker?.logs ?? []).filter((line) => line.level >= 40).slice(-20);
  for (const line of warnings) lines.push(`worker: ${JSON.stringify(line)}`);
  return lines.join('\n');
}

/** Waits until every one of `ids` is scored; a timeout names what each unfinished deck is doing. */
export async function untilEveryDeckScored(
  t: TestApp,
  ids: string[],
  limitMs: number,
  worker?: WorkerProcess,
): Promise<void> {
  try {
    await waitFor(
      async () => (await countByStatus(t, ids)).scored === ids.length,
      'every deck to be scored',
      limitMs,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n${await whyUnfinished(t, ids, worker)}`);
  }
}
