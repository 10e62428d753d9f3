import type { DeckStatus } from '@pitchfit/contracts/deck';
import { type AnyColumn, lt, type SQL, sql } from 'drizzle-orm';
import { decks } from '../schema/decks';

/**
 * When a deck's score is stale and when a deck awaits a score, each in its two forms: for code
 * holding a row, and as SQL over `decks`. Both live here, side by side;
 * apps/worker/src/deck-scoring/staleness.int.test.ts checks they agree. Derived from the versions,
 * never stored, so it cannot disagree with them.
 */

type CurrentVersion = number | AnyColumn | SQL;

/** A score is stale while it was computed for an older thesis version than the investor's current one. */
export function isScoreStale(
  deck: { scoredThesisVersion: number | null },
  currentThesisVersion: number,
): boolean {
  return deck.scoredThesisVersion !== null && deck.scoredThesisVersion < currentThesisVersion;
}

/** `isScoreStale` in SQL: false, not null, for a deck never scored. */
export function scoreIsStale(currentThesisVersion: CurrentVersion): SQL<boolean> {
  return sql<boolean>`coalesce(${lt(decks.scoredThesisVersion, currentThesisVersion)}, false)`;
}

/**
 * A deck awaits a score unless it is `scored` at the investor's current version, `failed` (a failed
 * deck waits for a manual recalculation, which queues it again) or `withdrawn` (nothing left to read).
 */
export function awaitsScore(
  deck: { status: DeckStatus; scoredThesisVersion: number | null },
  currentThesisVersion: number,
): boolean {
  if (deck.status === 'failed' || deck.status === 'withdrawn') return false;
  return (
    deck.status !== 'scored' || deck.scoredThesisVersion === null || isScoreStale(deck, currentThesisVersion)
  );
}

/** `awaitsScore` in SQL. */
export function awaitsScoreSql(currentThesisVersion: CurrentVersion): SQL {
  return sql`${decks.status} not in ('failed', 'withdrawn') and (${decks.status} <> 'scored' or ${decks.scoredThesisVersion} is null or ${scoreIsStale(currentThesisVersion)})`;
}
