import { MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import { STAGE_FILTERS, type StageFilter } from '@pitchfit/contracts/pipeline';
import { type Database, perDatabase } from '@pitchfit/db/client';
import { and, asc, desc, eq, gte, isNotNull, lt, type SQL, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { deckOwnerJoin, deckViewColumns } from './deck-view';

/**
 * The deck list's query, built once per database handle, filter and shape and run as a prepared
 * statement: drizzle does not rebuild the SQL per request, and postgres.js keeps it parsed and
 * planned on each connection (drizzle asks postgres.js to prepare only queries built with
 * `.prepare()`).
 *
 * The order is the `decks_investor_rank_idx` index's, so PostgreSQL reads a page off the index
 * instead of sorting every deck of the investor. These are the tRPC list's rows (objects); the REST
 * list has PostgreSQL write the JSON (deck-list-json.ts).
 */

function filterWhere(filter: MatchFilter): SQL | undefined {
  // `all` is every deck, scored or not; a deck without a score is in no band.
  if (filter === 'all') return undefined;
  const band = MATCH_FILTERS[filter];
  return and(
    isNotNull(decks.matchScore),
    Number.isFinite(band.min) ? gte(decks.matchScore, band.min) : undefined,
    Number.isFinite(band.below) ? lt(decks.matchScore, band.below) : undefined,
  );
}

/** A list of the decks in one match band and one pipeline stage (or every stage). */
interface ListFilter {
  match: MatchFilter;
  stage: StageFilter;
}

/** A deck a founder sent a newer version of is listed through that version (decks_previous_deck_idx). */
const latestVersionOnly = sql`not exists (select 1 from ${decks} n where n.previous_deck_id = ${decks.id})`;

const listWhere = ({ match, stage }: ListFilter) =>
  and(
    eq(decks.investorId, sql.placeholder('investorId')),
    filterWhere(match),
    stage === 'all' ? undefined : eq(decks.stage, stage),
    latestVersionOnly,
  );

const statementName = ({ match, stage }: ListFilter) => `${match}_${stage}`;

const { parsedData: _parsed, investmentDetails: _details, ...scalarColumns } = deckViewColumns;
const listColumns = {
  ...scalarColumns,
  parsedDataJson: sql<string | null>`${decks.parsedData}::text`,
  investmentDetailsJson: sql<string | null>`${decks.investmentDetails}::text`,
};

const listOrder = [sql`${decks.matchScore} desc nulls last`, desc(decks.uploadedAt), asc(decks.id)];

function prepareWholeList(db: Database, filter: ListFilter) {
  return db
    .select(listColumns)
    .from(decks)
    .innerJoin(investors, deckOwnerJoin)
    .where(listWhere(filter))
    .orderBy(...listOrder)
    .prepare(`deck_list_all_${statementName(filter)}`);
}

/**
 * One page and, in the same round trip, how many decks match the filter: an uncorrelated scalar
 * subquery, which PostgreSQL runs once per statement (an index-only count), not once per row.
 */
function preparePage(db: Database, filter: ListFilter) {
  const matching = db.select({ n: sql<number>`count(*)::int` }).from(decks).where(listWhere(filter));
  return db
    .select({ ...listColumns, total: sql<number>`(${matching})` })
    .from(decks)
    .innerJoin(investors, deckOwnerJoin)
    .where(listWhere(filter))
    .orderBy(...listOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`deck_list_page_${statementName(filter)}`);
}

function prepareCount(db: Database, filter: ListFilter) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(decks)
    .where(listWhere(filter))
    .prepare(`deck_list_count_${statementName(filter)}`);
}

function prepareAll(db: Database) {
  const filters = (Object.keys(MATCH_FILTERS) as MatchFilter[]).flatMap((match) =>
    STAGE_FILTERS.map((stage) => ({ match, stage })),
  );
  const byFilter = <T>(prepare: (db: Database, filter: ListFilter) => T) => {
    const prepared = new Map(filters.map((filter) => [statementName(filter), prepare(db, filter)]));
    return (filter: ListFilter): T => {
      const statement = prepared.get(statementName(filter));
      if (!statement) throw new Error(`no deck list statement for ${statementName(filter)}`);
      return statement;
    };
  };
  return { whole: byFilter(prepareWholeList), page: byFilter(preparePage), count: byFilter(prepareCount) };
}

const statementsFor = perDatabase(prepareAll);

export type DeckListRow = Awaited<ReturnType<ReturnType<typeof prepareWholeList>['execute']>>[number];

export interface DeckListRows {
  rows: DeckListRow[];
  /** Decks matching the filter, across pages. */
  count: number;
}

/**
 * The investor's decks matching `filter` (a match band and a stage), best match first (unscored last, then newest first): every
 * one, or one page with the count. One round trip, except for a page past the end (no row to carry
 * the count), which asks for the count alone.
 */
export async function queryDeckList(
  db: Database,
  investorId: string,
  filter: ListFilter,
  page?: { number: number; size: number },
): Promise<DeckListRows> {
  const statements = statementsFor(db);
  if (!page) {
    const rows = await statements.whole(filter).execute({ investorId });
    return { rows, count: rows.length };
  }
  const offset = (page.number - 1) * page.size;
  const rows = await statements.page(filter).execute({ investorId, limit: page.size, offset });
  const first = rows[0];
  if (first) return { rows, count: first.total };
  if (offset === 0) return { rows, count: 0 };
  const [counted] = await statements.count(filter).execute({ investorId });
  return { rows, count: counted?.n ?? 0 };
}
