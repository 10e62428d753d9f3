import type { InvestmentReasoning, ParsedData } from '@pitchfit/contracts/deck';
import { BACKGROUND_RESCORE_PRIORITY, JOBS, type JobPayload } from '@pitchfit/contracts/jobs';
import type { Database, Transaction } from '@pitchfit/db/client';
import { and, eq, inArray, isNull, lt, ne, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { enqueue, enqueueBulk } from '@pitchfit/queue/queues';
import { linkToEarlierVersion } from './founder-versions';
import type { DeckDeps } from './lifecycle';

/**
 * The worker's verbs: a deck's job starts (`startScoring`), ends with a score (`finishScoring`), is
 * put back to wait (`retryLater`, `handToCostlyLane`) or fails (`fail`, `failAbandoned`). Each write
 * is pushed to the investor's open screens right after it commits.
 */

/** The deck a job is about. */
export interface ScoredDeck {
  id: string;
  investorId: string;
}

/** One deck's score, for `finishScoring`. */
export interface DeckScoreWrite {
  deckId: string;
  engine: string;
  engineVersion: string;
  thesisVersion: number;
  pageCount: number;
  fields: {
    parsed_data: ParsedData;
    match_score: number;
    estimated_investment_amount: number | null;
    estimated_valuation: number | null;
    investment_details: InvestmentReasoning;
  };
}

/**
 * Writes each score only if nothing newer is there: a result computed for an older thesis version can
 * never overwrite one for a newer version, whatever order jobs finish in. A deck becomes `scored`
 * only when its result is for the investor's current version; otherwise it keeps waiting (`queued`)
 * for the job of the current version. A deck already `scored` at this version keeps its score, so a
 * job that ran twice at once (its lock lost, or requeued by the reconciler while the first run was
 * still going) writes once; a recalculation marks the deck `queued` first, so its result is written.
 * One statement for all of them (a batch rescoring writes hundreds at once); those written are announced
 * in one message. Answers the ids written.
 *
 * A deck scored for the first time may be a founder's new version sent through the pitch page: it is
 * linked to the deck it follows (founder-versions.ts) in the same transaction, before the change is
 * announced, so open screens swap the earlier version for it. A link that fails is rolled back to its
 * savepoint and logged; the score stands and the deck stays on its own.
 */
export async function finishScoring(
  deps: Pick<DeckDeps, 'db' | 'deckChanges' | 'logger'>,
  investorId: string,
  scores: DeckScoreWrite[],
): Promise<string[]> {
  if (scores.length === 0) return [];
  const values = scores.map((score) => ({
    deck_id: score.deckId,
    thesis_version: score.thesisVersion,
    engine: score.engine,
    engine_version: score.engineVersion,
    page_count: score.pageCount,
    match_score: score.fields.match_score,
    parsed_data: score.fields.parsed_data,
    investment_details: score.fields.investment_details,
    estimated_investment_amount: score.fields.estimated_investment_amount,
    estimated_valuation: score.fields.estimated_valuation,
  }));
  const written = await deps.db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: string; first_score: boolean }>(sql`
    with unscored as (
      select ${decks.id} as id from ${decks}
      where ${and(
        inArray(
          decks.id,
          scores.map((score) => score.deckId),
        ),
        isNull(decks.scoredThesisVersion),
      )}
    )
    update ${decks} set
      status = case when s.thesis_version >= ${investors.thesisVersion} then 'scored' else ${decks.status} end,
      failure_reason = null,
      sender_key = null,
      match_score = s.match_score,
      parsed_data = s.parsed_data,
      investment_details = s.investment_details,
      estimated_investment_amount = s.estimated_investment_amount,
      estimated_valuation = s.estimated_valuation,
      engine = s.engine,
      engine_version = s.engine_version,
      page_count = s.page_count,
      scored_thesis_version = s.thesis_version,
      scored_at = now(),
      updated_at = now()
    from (
      -- Each value taken from the parsed document as it is (->), not through text as
      -- jsonb_to_recordset does with its jsonb columns: about a sixth less of the statement's time
      -- for a chunk of 250.
      select (v->>'deck_id')::uuid as deck_id, (v->>'thesis_version')::integer as thesis_version,
        v->>'engine' as engine, v->>'engine_version' as engine_version,
        (v->>'page_count')::integer as page_count, (v->>'match_score')::double precision as match_score,
        v->'parsed_data' as parsed_data, v->'investment_details' as investment_details,
        (v->>'estimated_investment_amount')::double precision as estimated_investment_amount,
        (v->>'estimated_valuation')::double precision as estimated_valuation
      from jsonb_array_elements(${JSON.stringify(values)}::jsonb) as v
    ) as s, ${investors}
    where ${decks.id} = s.deck_id and ${investors.id} = ${decks.investorId}
      -- A deck the founder withdrew while it was being read stays a tombstone.
      and ${decks.status} <> 'withdrawn'
      and (${decks.scoredThesisVersion} is null or ${decks.scoredThesisVersion} < s.thesis_version
        or (${decks.scoredThesisVersion} = s.thesis_version and ${decks.status} <> 'scored'))
    returning ${decks.id}, ${decks.id} in (select id from unscored) as first_score`);
    // In the score's transaction: no other deck sees this one's contact addresses before its own
    // link is decided, so a later copy read at the same time never follows it while it may still
    // follow the earlier deck itself.
    for (const row of rows) {
      if (!row.first_score) continue;
      await linkToEarlierVersion(tx, row.id).catch((err: unknown) =>
        deps.logger.warn({ err, deckId: row.id }, 'deck scored but not linked to an earlier version'),
      );
    }
    return [...rows].map((row) => row.id);
  });
  if (written.length > 0) await deps.deckChanges.publish({ investorId, deckIds: written });
  return written;
}

/**
 * Writes a transient state (`processing`, or `queued` for a retry) without waiting for the WAL
 * flush. Losing one in a crash is harmless (the deck shows its previous state and the job runs
 * again), and the flush is most of a write's cost (about 3.6 ms against 0.2 ms for a read here),
 * which adds up when a thesis change rescores hundreds of decks. Scores and failures stay durable.
 */
function writeTransient(db: Database, write: (tx: Transaction) => Promise<unknown>): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await write(tx);
  });
}

const changed = (deps: DeckDeps, deck: ScoredDeck) =>
  deps.deckChanges.publish({ investorId: deck.investorId, deckId: deck.id });

/** The job's `attempt` starts reading the deck: `processing`. */
export async function startScoring(deps: DeckDeps, deck: ScoredDeck, attempt: number): Promise<void> {
  await writeTransient(deps.db, (tx) =>
    tx
      .update(decks)
      .set({ status: 'processing', attempts: attempt })
      .where(and(eq(decks.id, deck.id), inArray(decks.status, ['queued', 'processing']))),
  );
  await changed(deps, deck);
}

/** The deck waits again (`queued`) if it is still `from`: a transient write, announced. */
async function waitAgain(deps: DeckDeps, deck: ScoredDeck, from: 'processing' | 'scored'): Promise<void> {
  await writeTransient(deps.db, (tx) =>
    tx
      .update(decks)
      .set({ status: 'queued' })
      .where(and(eq(decks.id, deck.id), eq(decks.status, from))),
  );
  await changed(deps, deck);
}

/** A retry is scheduled: the deck waits again rather than looking stuck in `processing`. */
export const retryLater = (deps: DeckDeps, deck: ScoredDeck) => waitAgain(deps, deck, 'processing');

/**
 * A scored deck is to be scored again by the job that just scored it (its profile was corrected
 * while that job ran): it waits again, as a recalculation would leave it.
 */
export const scoreAgain = (deps: DeckDeps, deck: ScoredDeck) => waitAgain(deps, deck, 'scored');

/**
 * The fast lane hands the deck to the costly lane: it waits again, in the `deck.scoreCostly` queue.
 * Its job id is deterministic (one job per deck and version); a finished one (a recalculation scores
 * the deck again) is removed first, or the add would be ignored.
 */
export async function handToCostlyLane(
  deps: DeckDeps,
  deck: ScoredDeck,
  payload: JobPayload<'deck.scoreCostly'>,
  /** The fast lane job's: a busy sender's decks stay behind the others' in this lane too. */
  priority: number | undefined,
): Promise<void> {
  await retryLater(deps, deck);
  const queue = deps.queues[JOBS['deck.scoreCostly'].queue];
  const jobId = JOBS['deck.scoreCostly'].jobId(payload);
  const state = await queue.getJobState(jobId);
  if (state === 'completed' || state === 'failed') await queue.remove(jobId);
  await enqueue(deps.queues, 'deck.scoreCostly', payload, priority ? { priority } : {});
}

/** Decks a batch rescoring cannot match itself (no stored extraction): a background job each. */
export async function scoreOneByOne(deps: DeckDeps, deckIds: string[], thesisVersion: number): Promise<void> {
  await enqueueBulk(
    deps.queues,
    'deck.score',
    deckIds.map((deckId) => ({ deckId, thesisVersion })),
    { priority: BACKGROUND_RESCORE_PRIORITY },
  );
}

const failed = (reason: string) => ({ status: 'failed' as const, failureReason: reason, senderKey: null });

/** The deck will not be scored without the investor's action; `reason` is shown to them. */
export async function fail(deps: DeckDeps, deck: ScoredDeck, reason: string): Promise<void> {
  await deps.db
    .update(decks)
    .set(failed(reason))
    .where(and(eq(decks.id, deck.id), ne(decks.status, 'withdrawn')));
  await changed(deps, deck);
}

/**
 * The reconciler gives up on decks whose job keeps killing its worker: those of `deckIds` still
 * waiting and untouched since `untouchedSince` are `failed` with `reason` (a recalculation that came
 * in meanwhile wins), and announced.
 */
export async function failAbandoned(
  deps: Pick<DeckDeps, 'db'> & Partial<Pick<DeckDeps, 'deckChanges'>>,
  deckIds: string[],
  untouchedSince: Date,
  reason: string,
): Promise<void> {
  if (deckIds.length === 0) return;
  const changes = await deps.db
    .update(decks)
    .set(failed(reason))
    .where(
      and(
        inArray(decks.id, deckIds),
        inArray(decks.status, ['queued', 'processing']),
        lt(decks.updatedAt, untouchedSince),
      ),
    )
    .returning({ deckId: decks.id, investorId: decks.investorId });
  for (const change of changes) await deps.deckChanges?.publish(change);
}
