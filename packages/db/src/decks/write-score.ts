import type { InvestmentReasoning, ParsedData } from '@pitchfit/contracts/deck';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { decks } from '../schema/decks';
import { investors } from '../schema/investors';

export interface ScoreWrite {
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

/** One deck's score in a bulk write (`writeScores`). */
export interface DeckScoreWrite extends ScoreWrite {
  deckId: string;
}

/**
 * Writes each score only if nothing newer is there: a result computed for an older thesis version can
 * never overwrite one for a newer version, whatever order jobs finish in. A deck becomes `scored`
 * only when its result is for the investor's current version; otherwise it keeps waiting (`queued`)
 * for the job of the current version. A deck already `scored` at this version keeps its score, so a
 * job that ran twice at once (its lock lost, or requeued by the reconciler while the first run was
 * still going) writes once; a recalculation marks the deck `queued` first, so its result is written.
 * One statement for all of them (a batch rescoring writes hundreds at once). Answers the ids written.
 */
export async function writeScores(db: Database, scores: DeckScoreWrite[]): Promise<string[]> {
  if (scores.length === 0) return [];
  const rows = scores.map((score) => ({
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
  const written = await db.execute<{ id: string }>(sql`
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
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(
      deck_id uuid, thesis_version integer, engine text, engine_version text, page_count integer,
      match_score double precision, parsed_data jsonb, investment_details jsonb,
      estimated_investment_amount double precision, estimated_valuation double precision
    ), ${investors}
    where ${decks.id} = s.deck_id and ${investors.id} = ${decks.investorId}
      -- A deck the founder withdrew while it was being read stays a tombstone.
      and ${decks.status} <> 'withdrawn'
      and (${decks.scoredThesisVersion} is null or ${decks.scoredThesisVersion} < s.thesis_version
        or (${decks.scoredThesisVersion} = s.thesis_version and ${decks.status} <> 'scored'))
    returning ${decks.id}`);
  return [...written].map((row) => row.id);
}

/** `writeScores` of one deck: whether it was written. */
export async function writeScore(db: Database, deckId: string, score: ScoreWrite): Promise<boolean> {
  return (await writeScores(db, [{ ...score, deckId }])).length > 0;
}
