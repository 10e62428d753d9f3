import { MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import { STAGE_FILTERS, type StageFilter } from '@pitchfit/contracts/pipeline';
import type { Database } from '@pitchfit/db/client';

/**
 * The deck list as JSON text written by PostgreSQL, for the REST answer (the API's largest and most
 * requested): one statement per request checks the caller's session, reads the page off the
 * `decks_investor_rank_idx` index, counts the decks and writes each deck's JSON, so the API neither
 * maps rows to objects nor encodes them; it joins the texts. `parsed_data` and `investment_details`
 * go out as the jsonb PostgreSQL stores. list-queries.int.test.ts checks the text parses to exactly
 * the objects `toDeckView` makes for the tRPC list, so a field added to Deck, or a staleness rule
 * changed in one place only, fails there.
 */

/**
 * One deck as `toDeckView` shapes it. `scores_are_stale` restates @pitchfit/db's `isScoreStale` in this
 * statement's raw SQL (drizzle's fragment names the table, not the alias `d`); list-queries.int.test.ts
 * fails if the two disagree.
 */
const DECK_JSON = `json_build_object(
  'id', d.id,
  'file_name', d.file_name,
  'source', d.source,
  'status', d.status,
  'failure_reason', d.failure_reason,
  'match_score', d.match_score,
  'scores_are_stale', coalesce(d.scored_thesis_version < i.thesis_version, false),
  'uploaded_at', ${isoTimestamp('d.uploaded_at')},
  'scored_at', ${isoTimestamp('d.scored_at')},
  'page_count', d.page_count,
  'estimated_investment_amount', d.estimated_investment_amount,
  'estimated_valuation', d.estimated_valuation,
  'parsed_data', d.parsed_data,
  'investment_details', d.investment_details,
  'engine', d.engine,
  'stage', d.stage,
  'version', d.version,
  'previous_deck_id', d.previous_deck_id
)::text`;

/** `Date#toISOString`'s format (milliseconds, UTC, `Z`), which is what the tRPC list sends. */
function isoTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A deck a founder sent a newer version of is listed through that version (decks_previous_deck_idx). */
const LATEST_VERSION_ONLY = 'not exists (select 1 from "decks" n where n.previous_deck_id = d.id)';

/**
 * The band's bounds are the contracts' constants, and the stage one of the contracts' stages, written
 * into the statement (one per filter and stage).
 */
function filterSql(filter: MatchFilter, stage: StageFilter): string {
  const bounds: string[] = [];
  if (filter !== 'all') {
    const band = MATCH_FILTERS[filter];
    bounds.push('d.match_score is not null');
    if (Number.isFinite(band.min)) bounds.push(`d.match_score >= ${band.min}`);
    if (Number.isFinite(band.below)) bounds.push(`d.match_score < ${band.below}`);
  }
  if (stage !== 'all') bounds.push(`d.stage = '${stage}'`);
  return bounds.map((bound) => ` and ${bound}`).join('');
}

/**
 * The index's order. The rows come out in it: the one-row `v` drives a nested loop over the ordered
 * subquery (`offset 0` keeps `v` a subquery of its own, so the session is checked once, not again
 * inside the page). An ORDER BY outside would sort the rows again, JSON and all (a sort of 2.6 MB for a
 * thousand decks). list-queries.int.test.ts checks the order.
 */
const ORDER = 'd.match_score desc nulls last, d.uploaded_at desc, d.id';

/**
 * $1 the signed-in investor, $2 the session to check (null: the caller checked it already), then $3
 * limit and $4 offset for a page. The decks are those of the investor's fund (`v.fund`: the owner
 * their seat points at, or themselves), read in the same statement so a removed partner's next request
 * sees only their own. Always at least one row, its columns in this order (read by position): `live`
 * says whether the session is (no deck is read when it is not), `total` is the count for a page, `json`
 * is null when there is no deck to show.
 */
function statementText(filter: MatchFilter, stage: StageFilter, paged: boolean): string {
  const where = `d.investor_id = v.fund${filterSql(filter, stage)} and ${LATEST_VERSION_ONLY}`;
  const live = `$2::uuid is null or exists (
    select 1 from "investors" s where s.id = $1 and not exists (
      select 1 from "refresh_tokens" r where r.family_id = $2::uuid and r.revoked_at is not null))`;
  const fund = `coalesce((select m.fund_id from "fund_memberships" m where m.member_id = $1), $1::uuid)`;
  const total = paged ? `(select count(*)::int from "decks" d where ${where})` : 'null::int';
  return `select v.live, ${total} as total, p.json
from (select ${live} as live, ${fund} as fund offset 0) v
left join lateral (
  select ${DECK_JSON} as json
  from "decks" d join "investors" i on i.id = d.investor_id
  where v.live and ${where}
  order by ${ORDER}${paged ? ' limit $3 offset $4' : ''}
) p on true`;
}

const STATEMENTS = new Map(
  (Object.keys(MATCH_FILTERS) as MatchFilter[]).flatMap((filter) =>
    STAGE_FILTERS.map((stage) => [
      `${filter}/${stage}`,
      { whole: statementText(filter, stage, false), page: statementText(filter, stage, true) },
    ]),
  ),
);

export interface DeckListJsonRows {
  /** False when `sessionId` was given and its session is revoked or its investor gone. */
  live: boolean;
  /** Each deck's JSON as the bytes PostgreSQL sent (UTF-8), in the list's order. */
  decks: Buffer[];
  /** Decks matching the filter, across pages (for the whole list: how many there are). */
  count: number;
}

/** A boolean column as PostgreSQL's text format sends it: `t` or `f`. */
const TRUE_BYTE = 't'.charCodeAt(0);

/**
 * The investor's decks matching `filter` and `stage` as JSON texts, best match first; every one or one page.
 * Read raw: postgres.js hands over each column's bytes as they arrived instead of decoding them to
 * strings, which the answer would only encode back to bytes (for the page of 20 at 50 connections,
 * decoding, joining, measuring and encoding the text was a large part of the API's time).
 */
export async function queryDeckListJson(
  db: Database,
  investorId: string,
  filter: MatchFilter,
  stage: StageFilter,
  page: { number: number; size: number } | undefined,
  sessionId: string | null,
): Promise<DeckListJsonRows> {
  const statement = STATEMENTS.get(`${filter}/${stage}`);
  if (!statement) throw new Error(`no deck list statement for ${filter}/${stage}`);
  // postgres.js prepares each statement once per connection and reuses it by its text.
  const rows = page
    ? await db.$client
        .unsafe(statement.page, [investorId, sessionId, page.size, (page.number - 1) * page.size], {
          prepare: true,
        })
        .raw()
    : await db.$client.unsafe(statement.whole, [investorId, sessionId], { prepare: true }).raw();
  const [live, total] = rows[0] ?? [];
  const decks = rows.flatMap(([, , json]) => (json ? [json] : []));
  return {
    live: live?.[0] === TRUE_BYTE,
    decks,
    count: page ? Number(total?.toString('latin1') ?? 0) : decks.length,
  };
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
