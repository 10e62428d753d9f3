import type { MatchFilter } from '@pitchfit/contracts/constants';
import type { Deck } from '@pitchfit/contracts/deck';
import type { Database } from '@pitchfit/db/client';
import { deckJson } from './deck-list-json';
import { type DeckListRow, queryDeckList } from './deck-list-query';
import { toDeckView } from './deck-view';

export type DeckFilter = MatchFilter;

export interface DeckListOptions {
  filter?: DeckFilter;
  /** Both set: one page; both unset: every deck. */
  page?: { number: number; size: number };
}

export interface DeckList<T = Deck> {
  results: T[];
  /** All decks matching the filter, across pages. */
  count: number;
  hasNext: boolean;
}

async function listRows(db: Database, investorId: string, options: DeckListOptions) {
  const { rows, count } = await queryDeckList(db, investorId, options.filter ?? 'all', options.page);
  const page = options.page;
  return { rows, count, hasNext: page ? page.number * page.size < count : false };
}

const parseJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function toDeck(row: DeckListRow): Deck {
  return toDeckView({
    ...row,
    parsedData: parseJson(row.parsedDataJson),
    investmentDetails: parseJson(row.investmentDetailsJson),
  });
}

/** The investor's decks, best match first (unscored last, then newest first). */
export async function listTopDecks(
  db: Database,
  investorId: string,
  options: DeckListOptions = {},
): Promise<DeckList> {
  const list = await listRows(db, investorId, options);
  return { results: list.rows.map(toDeck), count: list.count, hasNext: list.hasNext };
}

/**
 * The same list with each deck already encoded as JSON text (see deck-list-json.ts), for a transport
 * that writes the answer itself: the stored JSON is never parsed and encoded again.
 */
export async function listTopDecksJson(
  db: Database,
  investorId: string,
  options: DeckListOptions = {},
): Promise<DeckList<string>> {
  const list = await listRows(db, investorId, options);
  return { results: list.rows.map(deckJson), count: list.count, hasNext: list.hasNext };
}
