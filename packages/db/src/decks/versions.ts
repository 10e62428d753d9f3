import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { deckStatusLinks } from '../schema/deck-status-links';
import { decks } from '../schema/decks';

/** The ids from `deckId` back along `previous_deck_id`, newest first, stepping only onto decks `step` lets in. */
async function chainBack(
  db: Pick<Database, 'execute'>,
  deckId: string,
  step: SQL = sql`true`,
): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    with recursive chain(id, previous_deck_id, depth) as (
      select ${decks.id}, ${decks.previousDeckId}, 0 from ${decks} where ${decks.id} = ${deckId}
      union all
      select d.id, d.previous_deck_id, chain.depth + 1 from ${decks} d join chain on d.id = chain.previous_deck_id
      where ${step}
    )
    select id from chain order by depth`);
  return rows.map((row) => row.id);
}

/** Every version of a deck up to `deckId`: the deck and those it follows, newest first. */
export const deckChainIds = (db: Pick<Database, 'execute'>, deckId: string) => chainBack(db, deckId);

/**
 * The versions a founder's status link answers for, from `deckId` (where the link points) back: the
 * deck, and those before it up to one that holds a status link of its own. Such a deck was sent
 * through the pitch page with its own link and followed by `deckId`'s chain through its founder's
 * address (packages/decks, founder-versions.ts): an address on a deck proves nothing, so one link
 * never withdraws what was sent under another.
 */
export const founderChainIds = (db: Pick<Database, 'execute'>, deckId: string) =>
  chainBack(db, deckId, sql`not exists (select 1 from ${deckStatusLinks} l where l.deck_id = d.id)`);

/** The latest version of the deck `deckId` is a version of (itself when none follows it). */
export async function latestVersionId(db: Pick<Database, 'execute'>, deckId: string): Promise<string> {
  const [latest] = await db.execute<{ id: string }>(sql`
    with recursive chain(id, depth) as (
      select ${decks.id}, 0 from ${decks} where ${decks.id} = ${deckId}
      union all
      select d.id, chain.depth + 1 from ${decks} d join chain on d.previous_deck_id = chain.id
    )
    select id from chain order by depth desc limit 1`);
  return latest?.id ?? deckId;
}
