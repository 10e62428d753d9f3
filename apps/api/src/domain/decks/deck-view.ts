import type { Deck } from '@pitchfit/contracts/deck';
import { isScoreStale } from '@pitchfit/db/decks/staleness';
import { eq, type SelectResultFields } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';

/** Columns a deck view is built from; select them with `deckViewColumns` joined to the investor. */
export const deckViewColumns = {
  id: decks.id,
  fileName: decks.fileName,
  source: decks.source,
  status: decks.status,
  failureReason: decks.failureReason,
  matchScore: decks.matchScore,
  scoredThesisVersion: decks.scoredThesisVersion,
  uploadedAt: decks.uploadedAt,
  scoredAt: decks.scoredAt,
  pageCount: decks.pageCount,
  estimatedInvestmentAmount: decks.estimatedInvestmentAmount,
  estimatedValuation: decks.estimatedValuation,
  parsedData: decks.parsedData,
  investmentDetails: decks.investmentDetails,
  engine: decks.engine,
  stage: decks.stage,
  version: decks.version,
  previousDeckId: decks.previousDeckId,
  currentThesisVersion: investors.thesisVersion,
};

export const deckOwnerJoin = eq(investors.id, decks.investorId);

/** A row selected with `deckViewColumns`. */
export type DeckViewRow = SelectResultFields<typeof deckViewColumns>;

/** Whether the row's score was computed for an older thesis version than the investor's current one. */
export const isStale = (row: Pick<DeckViewRow, 'scoredThesisVersion' | 'currentThesisVersion'>): boolean =>
  isScoreStale(row, row.currentThesisVersion);

/**
 * A deck as the investor sees it (SPEC section 3). A score is stale while it was computed for an
 * older thesis version than the investor's current one; the old score stays shown until the new lands.
 */
export function toDeckView(row: DeckViewRow): Deck {
  return {
    id: row.id,
    file_name: row.fileName,
    source: row.source,
    status: row.status,
    failure_reason: row.failureReason,
    match_score: row.matchScore,
    scores_are_stale: isStale(row),
    uploaded_at: row.uploadedAt.toISOString(),
    scored_at: row.scoredAt?.toISOString() ?? null,
    page_count: row.pageCount,
    estimated_investment_amount: row.estimatedInvestmentAmount,
    estimated_valuation: row.estimatedValuation,
    parsed_data: row.parsedData,
    investment_details: row.investmentDetails,
    engine: row.engine,
    stage: row.stage,
    version: row.version,
    previous_deck_id: row.previousDeckId,
  };
}
