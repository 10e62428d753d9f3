import { DECK_PAGE_SIZE_DEFAULT, MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import type { DeckPageQuery } from '@pitchfit/contracts/deck';
import { STAGE_FILTERS, type StageFilter } from '@pitchfit/contracts/pipeline';
import { and, eq, fillPlaceholders, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CASING, type Database } from '../client';
import { decks } from '../schema/decks';
import { investors } from '../schema/investors';
import { liveSession } from '../sessions';
import { deckJson, deckOwnerJoin } from './deck-view';

/**
 * The investor's decks, best match first (unscored last, then newest first, then id): the one query
 * behind GET /api/decks/top/ and the tRPC `decks.top`. One statement per request checks the session
 * (`liveSession`, the API's own check), finds the investor's fund, reads the page off the
 * `decks_investor_rank_idx` index, counts the decks and writes each deck's JSON (`deckJson`, stale
 * score included), so no transport maps rows to objects: REST sends the bytes, tRPC parses them.
 */

/** What a list request asks for, the same for both transports. */
export interface DeckListRequest {
  filter: MatchFilter;
  stage: StageFilter;
  /** One page; unset: every deck. */
  page: { number: number; size: number } | null;
}

/**
 * `page` or `page_size` (either) asks for one page, the other defaulting to page 1 or
 * DECK_PAGE_SIZE_DEFAULT; neither asks for every deck.
 */
export function deckListRequest(query: DeckPageQuery): DeckListRequest {
  const { filter = 'all', stage = 'all' } = query;
  if (query.page === undefined && query.page_size === undefined) return { filter, stage, page: null };
  return {
    filter,
    stage,
    page: { number: query.page ?? 1, size: query.page_size ?? DECK_PAGE_SIZE_DEFAULT },
  };
}

/** `all` is every deck, scored or not; a deck without a score is in no band. */
function matchWhere(filter: MatchFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  const band = MATCH_FILTERS[filter];
  return and(
    isNotNull(decks.matchScore),
    Number.isFinite(band.min) ? gte(decks.matchScore, band.min) : undefined,
    Number.isFinite(band.below) ? lt(decks.matchScore, band.below) : undefined,
  );
}

/** The fund's decks in a band and a stage, every version. */
const inBand = (filter: MatchFilter, stage: StageFilter) =>
  and(
    sql`${decks.investorId} = v.fund_id`,
    matchWhere(filter),
    stage === 'all' ? undefined : eq(decks.stage, stage),
  );

/**
 * The fund's decks a founder sent a newer version of (a version goes to its predecessor's fund): few,
 * read off decks_investor_versions_idx, which holds only the decks that are versions.
 */
const SUPERSEDED = sql`select n.previous_deck_id from ${decks} n where n.investor_id = v.fund_id and n.previous_deck_id is not null`;

/** The listed decks: a deck followed by a newer version is listed through that version (decks_previous_deck_idx). */
const listWhere = (filter: MatchFilter, stage: StageFilter) =>
  and(
    inBand(filter, stage),
    sql`not exists (select 1 from ${decks} n where n.previous_deck_id = ${decks.id})`,
  );

/**
 * How many decks a page's list has: the band's decks (an index-only count) less those followed by a
 * newer version. Counting the listed decks directly checked every deck of the fund for a newer version:
 * the whole statement ran 3,052-3,190 times a second against 3,395-3,585 this way (pgbench, 50
 * clients, a fund of 1,000 decks; docs/benchmarks.md). `offset 0` keeps it one subquery, run once.
 */
const countListed = (filter: MatchFilter, stage: StageFilter) =>
  sql`(select (select count(*) from ${decks} where ${inBand(filter, stage)})
  - (select count(*) from ${decks} where ${inBand(filter, stage)} and ${decks.id} in (${SUPERSEDED}))
  offset 0)`;

/** The index's order (decks_investor_rank_idx). */
const RANK = sql`${decks.matchScore} desc nulls last, ${decks.uploadedAt} desc, ${decks.id}`;

/**
 * The one-row `v` (the live session; `offset 0` keeps it a subquery of its own, so it runs once) drives
 * a nested loop over the ordered decks. No row at all: the session is not live, and no deck was read.
 * Otherwise `json` is null when there is no deck to show, and `total` is the count for a page.
 *
 * Every deck: the rows come out in the index's order, so there is no ORDER BY outside, which would sort
 * them again, JSON and all. One page: the page's ids are chosen first and only their JSON is written.
 * Written as one subquery, a plan made before the table had statistics (a prepared statement's generic
 * plan on a new table) sorted every deck with its JSON built before the limit: 41 ms for a page of 20
 * out of 1,000, against 3 ms this way (`explain analyze`, docs/benchmarks.md).
 *
 * The page's bounds are read through subselects, so no plan knows them: with `limit $3` a custom plan
 * (limit 20) always looked cheaper than the generic one (limit unknown, guessed at a tenth of the
 * decks), and PostgreSQL planned the statement again on every request, which was more than half of
 * its time (0.7 ms of planning, and a slower custom plan). Estimated alike, the connection settles on
 * its generic plan after five runs: the floor of a page of 20 went from about 1,100 to 2,000 req/s.
 */
function statement(filter: MatchFilter, stage: StageFilter, paged: boolean): SQL {
  const where = listWhere(filter, stage);
  // Counted once, beside the session's row: in the select list it would run again for every deck listed.
  const total = paged ? countListed(filter, stage) : sql`(select null::int)`;
  const listed = paged
    ? sql`(select ${decks.id} from ${decks} where ${where} order by ${RANK}
    limit (select ${sql.placeholder('limit')}::int) offset (select ${sql.placeholder('offset')}::int)) page
  join ${decks} on ${decks.id} = page.id join ${investors} on ${deckOwnerJoin}`
    : sql`${decks} join ${investors} on ${deckOwnerJoin}
  where ${where}`;
  return sql`select c.total, p.json
from (${liveSession(sql.placeholder('investorId'), sql.placeholder('sessionId'))} offset 0) v
cross join lateral ${total} c(total)
left join lateral (
  select ${deckJson} as json
  from ${listed}
  order by ${RANK}
) p on true`;
}

const dialect = new PgDialect({ casing: CASING });

/** Each filter, stage and shape's statement, rendered once: postgres.js prepares it per connection by its text. */
const STATEMENTS = new Map(
  (Object.keys(MATCH_FILTERS) as MatchFilter[]).flatMap((filter) =>
    STAGE_FILTERS.flatMap((stage) =>
      [false, true].map((paged) => [
        `${filter}/${stage}/${paged}`,
        dialect.sqlToQuery(statement(filter, stage, paged)),
      ]),
    ),
  ),
);

export interface DeckList {
  /** Each deck's JSON as the bytes PostgreSQL sent (UTF-8), in the list's order. */
  decks: Buffer[];
  /** Decks matching the filter, across pages (for the whole list: how many there are). */
  count: number;
  /** The number of the next page, or null on the last page and for the whole list. */
  nextPage: number | null;
}

/**
 * The list `request` asks for, for the investor signed in with `session`; null when that session is
 * not live (revoked, or its investor gone). The decks are those of the investor's fund, read in the
 * same statement, so a removed partner's next request sees only their own.
 *
 * Read raw: postgres.js hands over each column's bytes as they arrived instead of decoding them to
 * strings, which REST would only encode back to bytes.
 */
export async function listDecks(
  db: Database,
  session: { investorId: string; sessionId: string },
  request: DeckListRequest,
): Promise<DeckList | null> {
  const { sql: text, params } = deckListQuery(session, request);
  const rows = await db.$client.unsafe(text, params, { prepare: true }).raw();
  const [first] = rows;
  if (!first) return null;
  const { page } = request;
  const decksJson = rows.flatMap(([, json]) => (json ? [json] : []));
  const count = page ? Number(first[0]?.toString('latin1') ?? 0) : decksJson.length;
  const nextPage = page && page.number * page.size < count ? page.number + 1 : null;
  return { decks: decksJson, count, nextPage };
}

/** The statement `listDecks` runs for `request`, and its values (exported for its plan's test). */
export function deckListQuery(session: { investorId: string; sessionId: string }, request: DeckListRequest) {
  const { filter, stage, page } = request;
  const query = STATEMENTS.get(`${filter}/${stage}/${page !== null}`);
  if (!query) throw new Error(`no deck list statement for ${filter}/${stage}`);
  const values = { ...session, limit: page?.size, offset: page ? (page.number - 1) * page.size : undefined };
  // The ids, the page's bounds and the filter's band and stage: strings and numbers only.
  return { sql: query.sql, params: fillPlaceholders(query.params, values) as (string | number)[] };
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * A JSON array of already-encoded elements, as bytes, between `before` and `after` (the rest of an
 * answer around it): one copy of each element, no text in between.
 */
export function jsonArray(elements: readonly Buffer[], before = '', after = ''): Buffer {
  const parts: Buffer[] = [Buffer.from(before), OPEN];
  elements.forEach((element, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(element);
  });
  parts.push(CLOSE, Buffer.from(after));
  return Buffer.concat(parts);
}
