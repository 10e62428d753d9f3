import { MATCH_FILTERS } from '@pitchfit/contracts/constants';
import type { Deck } from '@pitchfit/contracts/deck';
import type { Database } from '@pitchfit/db/client';
import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { deckOwnerJoin, deckViewColumns, toDeckView } from './deck-view';

export type DeckFilter = keyof typeof MATCH_FILTERS;

export interface DeckListOptions {
  filter?: DeckFilter;
  /** Both set: one page; both unset: every deck. */
  page?: { number: number; size: number };
}

export interface DeckList {
  results: Deck[];
  /** All decks matching the filter, across pages. */
  count: number;
  hasNext: boolean;
}

function filterWhere(filter: DeckFilter): SQL | undefined {
  // `all` is every deck, scored or not; a deck without a score is in no band.
  if (filter === 'all') return undefined;
  const band = MATCH_FILTERS[filter];
  return and(
    isNotNull(decks.matchScore),
    Number.isFinite(band.min) ? gte(decks.matchScore, band.min) : undefined,
    Number.isFinite(band.below) ? lt(decks.matchScore, band.below) : undefined,
  );
}

/** The investor's decks, best match first (unscored last, then newest first). */
export async function listTopDecks(
  db: Database,
  investorId: string,
  options: DeckListOptions = {},
): Promise<DeckList> {
  const where = and(eq(decks.investorId, investorId), filterWhere(options.filter ?? 'all'));
  const query = db
    .select(deckViewColumns)
    .from(decks)
    .innerJoin(investors, deckOwnerJoin)
    .where(where)
    .orderBy(sql`${decks.matchScore} desc nulls last`, desc(decks.uploadedAt), asc(decks.id));
  const page = options.page;
  const rows = page ? await query.limit(page.size).offset((page.number - 1) * page.size) : await query;
  const total = page ? await countDecks(db, where) : rows.length;
  return {
    results: rows.map(toDeckView),
    count: total,
    hasNext: page ? page.number * page.size < total : false,
  };
}

async function countDecks(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(decks).where(where);
  return row?.total ?? 0;
}
