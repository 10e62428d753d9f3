import type { Deck } from '@pitchfit/contracts/deck';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { decks } from '../schema/decks';
import { investors } from '../schema/investors';
import { scoreIsStale } from './staleness';

/**
 * A deck as the investor sees it (SPEC section 3, `Deck` in @pitchfit/contracts), defined once, as the
 * JSON PostgreSQL writes for a row of `decks` joined to its investor (`deckOwnerJoin`): the one deck
 * (`getDeck`) and the list (deck-list.ts) both answer it, and each transport sends it as it is or
 * parses it. A score is stale by `scoreIsStale`; the old score stays shown until the new one lands.
 */

/** `Date#toISOString`'s format (milliseconds, truncated, UTC, `Z`), as JSON writes a Date. */
const isoTimestamp = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every field of `Deck`, no more (the compiler checks both ways), in the contract's order. */
const DECK_FIELDS = {
  id: decks.id,
  file_name: decks.fileName,
  source: decks.source,
  status: decks.status,
  failure_reason: decks.failureReason,
  match_score: decks.matchScore,
  scores_are_stale: scoreIsStale(investors.thesisVersion),
  uploaded_at: isoTimestamp(decks.uploadedAt),
  scored_at: isoTimestamp(decks.scoredAt),
  page_count: decks.pageCount,
  estimated_investment_amount: decks.estimatedInvestmentAmount,
  estimated_valuation: decks.estimatedValuation,
  parsed_data: decks.parsedData,
  investment_details: decks.investmentDetails,
  engine: decks.engine,
  stage: decks.stage,
  version: decks.version,
  previous_deck_id: decks.previousDeckId,
} satisfies Record<keyof Deck, AnyColumn | SQL>;

/** The deck's JSON text (the keys are the contract's, written as literals). */
export const deckJson: SQL<string> = sql<string>`json_build_object(${sql.join(
  Object.entries(DECK_FIELDS).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
)})::text`;

/** Joins a deck to its investor, whose thesis version says whether its score is stale. */
export const deckOwnerJoin = eq(investors.id, decks.investorId);
