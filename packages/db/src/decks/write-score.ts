import type { InvestmentReasoning, ParsedData } from '@pitchfit/contracts/deck';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
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

/**
 * Writes a score only if nothing newer is there: a result computed for an older thesis version can
 * never overwrite one for a newer version, whatever order jobs finish in. The deck becomes `scored`
 * only when the result is for the investor's current version; otherwise it keeps waiting (`queued`)
 * for the job of the current version. A deck already `scored` at this version keeps its score, so a
 * job that ran twice at once (its lock lost, or requeued by the reconciler while the first run was
 * still going) writes once; a recalculation marks the deck `queued` first, so its result is written.
 * Returns false when nothing was written.
 */
export async function writeScore(db: Database, deckId: string, score: ScoreWrite): Promise<boolean> {
  const currentVersion = db
    .select({ version: investors.thesisVersion })
    .from(investors)
    .where(eq(investors.id, decks.investorId));
  const written = await db
    .update(decks)
    .set({
      status: sql`case when ${score.thesisVersion} >= (${currentVersion}) then 'scored' else ${decks.status} end`,
      failureReason: null,
      matchScore: score.fields.match_score,
      parsedData: score.fields.parsed_data,
      investmentDetails: score.fields.investment_details,
      estimatedInvestmentAmount: score.fields.estimated_investment_amount,
      estimatedValuation: score.fields.estimated_valuation,
      engine: score.engine,
      engineVersion: score.engineVersion,
      pageCount: score.pageCount,
      scoredThesisVersion: score.thesisVersion,
      scoredAt: new Date(),
    })
    .where(
      and(
        eq(decks.id, deckId),
        // A deck the founder withdrew while it was being read stays a tombstone.
        ne(decks.status, 'withdrawn'),
        or(
          isNull(decks.scoredThesisVersion),
          lt(decks.scoredThesisVersion, score.thesisVersion),
          and(eq(decks.scoredThesisVersion, score.thesisVersion), ne(decks.status, 'scored')),
        ),
      ),
    )
    .returning({ id: decks.id });
  return written.length > 0;
}
