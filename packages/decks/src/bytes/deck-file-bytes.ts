import { type Database, perDatabase } from '@pitchfit/db/client';
import { eq, sql } from '@pitchfit/db/orm';
import { deckFiles } from '@pitchfit/db/schema';

function prepareDeckFileBytes(db: Database) {
  return db
    .select({ bytes: deckFiles.bytes })
    .from(deckFiles)
    .where(eq(deckFiles.contentHash, sql.placeholder('contentHash')))
    .prepare('deck_file_bytes');
}

/**
 * A prepared statement, not for the parse it saves: once postgres.js knows a statement's columns it
 * reads bytea in binary (patches/postgres@3.4.9.patch), where an unprepared query gets hex text twice
 * the file's size (a 3.8 MB deck: 30-40 ms to read instead of 5-8).
 */
const deckFileBytesQuery = perDatabase(prepareDeckFileBytes);

/**
 * The PDF of a content hash as PostgreSQL keeps it, or null when there is no row or its bytes are in
 * object storage: read files through `DeckBytes` (`../deck-bytes/deck-bytes`), which looks in both.
 */
export async function readDeckFileBytes(db: Database, contentHash: string): Promise<Buffer | null> {
  const [file] = await deckFileBytesQuery(db).execute({ contentHash });
  return file?.bytes ?? null;
}
