import { DECK_PAGE_SIZE_DEFAULT, type MatchFilter } from '@pitchfit/contracts/constants';
import type { Deck, DeckPageQuery } from '@pitchfit/contracts/deck';
import type { StageFilter } from '@pitchfit/contracts/pipeline';
import type { Database } from '@pitchfit/db/client';
import { accessTokenInvalid } from '../auth/errors';
import { queryDeckListJson } from './deck-list-json';
import { type DeckListRow, queryDeckList } from './deck-list-query';
import { toDeckView } from './deck-view';

export type DeckFilter = MatchFilter;

export interface DeckListOptions {
  filter?: DeckFilter;
  /** One pipeline stage; every stage when unset. */
  stage?: StageFilter;
  /** Both set: one page; both unset: every deck. */
  page?: { number: number; size: number };
}

export interface DeckList<T = Deck> {
  results: T[];
  /** All decks matching the filter, across pages. */
  count: number;
  hasNext: boolean;
}

/**
 * What a list request asks for, the same for REST and tRPC: `page` or `page_size` (either) asks for
 * one page, the other defaulting to page 1 or DECK_PAGE_SIZE_DEFAULT; neither asks for every deck.
 */
export function deckListOptions(query: DeckPageQuery): DeckListOptions {
  if (query.page === undefined && query.page_size === undefined)
    return { filter: query.filter, stage: query.stage };
  return {
    filter: query.filter,
    stage: query.stage,
    page: { number: query.page ?? 1, size: query.page_size ?? DECK_PAGE_SIZE_DEFAULT },
  };
}

/** The number of the page after this one, or null on the last page and for the whole list. */
export const nextPageNumber = (options: DeckListOptions, list: Pick<DeckList<unknown>, 'hasNext'>) =>
  options.page && list.hasNext ? options.page.number + 1 : null;

const hasNext = (options: DeckListOptions, count: number) =>
  options.page ? options.page.number * options.page.size < count : false;

const parseJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function toDeck(row: DeckListRow): Deck {
  return toDeckView({
    ...row,
    parsedData: parseJson(row.parsedDataJson),
    investmentDetails: parseJson(row.investmentDetailsJson),
  });
}

/** The investor's decks, best match first (unscored last, then newest first), as objects. */
export async function listTopDecks(
  db: Database,
  investorId: string,
  options: DeckListOptions = {},
): Promise<DeckList> {
  const { rows, count } = await queryDeckList(
    db,
    investorId,
    { match: options.filter ?? 'all', stage: options.stage ?? 'all' },
    options.page,
  );
  return { results: rows.map(toDeck), count, hasNext: hasNext(options, count) };
}

/**
 * The same list with each deck as JSON bytes written by PostgreSQL (deck-list-json.ts), for a
 * transport that writes the answer itself. With `sessionId`, the same statement checks that the
 * session is live (UNAUTHORIZED otherwise): the caller verified only the token.
 */
export async function listTopDecksJson(
  db: Database,
  investorId: string,
  options: DeckListOptions & { sessionId?: string } = {},
): Promise<DeckList<Buffer>> {
  const { filter = 'all', stage = 'all', page, sessionId = null } = options;
  const list = await queryDeckListJson(db, investorId, filter, stage, page, sessionId);
  if (!list.live) throw accessTokenInvalid();
  return { results: list.decks, count: list.count, hasNext: hasNext(options, list.count) };
}
