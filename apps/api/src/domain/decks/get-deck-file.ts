import { type Database, perDatabase } from '@pitchfit/db/client';
import { and, eq, sql } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import type { DeckBytes } from '@pitchfit/decks/bytes/deck-bytes';
import { deckNotFound, isDeckId } from './get-deck';

export interface DeckFile {
  fileName: string;
  bytes: Buffer;
}

const deckFileQuery = perDatabase((db: Database) =>
  db
    .select({ fileName: decks.fileName, contentHash: decks.contentHash })
    .from(decks)
    .where(and(eq(decks.id, sql.placeholder('deckId')), eq(decks.investorId, sql.placeholder('investorId'))))
    .prepare('investor_deck_file'),
);

/**
 * The PDF of one of the investor's decks, for the page preview beside its cited facts, from wherever
 * it is kept. Another investor's deck, a missing one and a malformed id all answer NOT_FOUND, as
 * `getDeck` does; so does a withdrawn deck, whose file is gone.
 */
export async function getDeckFile(
  deps: { db: Database; deckBytes: DeckBytes },
  investorId: string,
  deckId: string,
): Promise<DeckFile> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const [row] = await deckFileQuery(deps.db).execute({ deckId, investorId });
  if (!row || row.contentHash === null) throw deckNotFound();
  const bytes = await deps.deckBytes.read(row.contentHash);
  if (!bytes) throw new Error(`The file of deck content ${row.contentHash} is missing`);
  return { fileName: row.fileName, bytes };
}
