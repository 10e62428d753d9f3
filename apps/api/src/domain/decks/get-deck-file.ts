import { type Database, perDatabase } from '@pitchfit/db/client';
import { and, eq, sql } from '@pitchfit/db/orm';
import { deckFiles, decks } from '@pitchfit/db/schema';
import { deckNotFound, isDeckId } from './get-deck';

export interface DeckFile {
  fileName: string;
  bytes: Buffer;
}

/** Prepared so the PDF comes back as bytes, not hex text twice its size (see `readDeckFileBytes`). */
const deckFileQuery = perDatabase((db: Database) =>
  db
    .select({ fileName: decks.fileName, bytes: deckFiles.bytes })
    .from(decks)
    .innerJoin(deckFiles, eq(deckFiles.contentHash, decks.contentHash))
    .where(and(eq(decks.id, sql.placeholder('deckId')), eq(decks.investorId, sql.placeholder('investorId'))))
    .prepare('investor_deck_file'),
);

/**
 * The PDF of one of the investor's decks, for the page preview beside its cited facts. Another
 * investor's deck, a missing one and a malformed id all answer NOT_FOUND, as `getDeck` does.
 */
export async function getDeckFile(db: Database, investorId: string, deckId: string): Promise<DeckFile> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const [row] = await deckFileQuery(db).execute({ deckId, investorId });
  if (!row) throw deckNotFound();
  return row;
}
