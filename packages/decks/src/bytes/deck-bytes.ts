import type { Database, Transaction } from '@pitchfit/db/client';
import { and, eq, notExists } from '@pitchfit/db/orm';
import { isForeignKeyViolation } from '@pitchfit/db/pg-errors';
import { deckFiles, decks } from '@pitchfit/db/schema';
import { readDeckFileBytes } from './deck-file-bytes';
import type { ObjectStore } from './s3-objects';

/**
 * The one way to deck PDFs, for intake, the worker's reader, the investor's download and the
 * founder's withdrawal: bytes are kept once per SHA-256, in PostgreSQL (`deck_files.bytes`) or, when
 * object storage is configured, in the bucket under the hash, with `deck_files` still holding the row
 * every deck references. Reads look in PostgreSQL first, so a deployment part-way through
 * `pnpm decks:move-bytes` serves every deck from wherever it is at that moment.
 */
export interface DeckBytes {
  /** Where new files go. */
  readonly backend: 'postgres' | 's3';
  /**
   * Keeps the file of `contentHash` unless it is kept already; inside the intake transaction, so the
   * row commits with the deck. An object is written before its row: a committed deck always has its
   * bytes, and a transaction that rolls back leaves at most an unreferenced object behind.
   */
  save(tx: Database | Transaction, contentHash: string, bytes: Uint8Array): Promise<void>;
  /** The file of a content hash, or null when there is none. */
  read(contentHash: string): Promise<Buffer | null>;
  /**
   * Deletes the file of `contentHash` when no deck refers to it any more (a founder withdrew the only
   * deck with these bytes); after the withdrawal committed, so a rollback never loses a file. Answers
   * whether it was deleted. An object goes after its row, so a failure leaves at most an orphan object.
   */
  removeUnused(contentHash: string): Promise<boolean>;
}

export function createDeckBytes(db: Database, objects: ObjectStore | null): DeckBytes {
  return {
    backend: objects ? 's3' : 'postgres',
    async save(tx, contentHash, bytes) {
      // KEY SHARE holds off a founder's withdrawal deleting this row until the deck referring to it
      // commits; the withdrawal then sees the reference and keeps the file.
      const [stored] = await tx
        .select({ contentHash: deckFiles.contentHash })
        .from(deckFiles)
        .where(eq(deckFiles.contentHash, contentHash))
        .for('key share');
      if (stored) return;
      if (objects) await objects.put(contentHash, bytes);
      await tx
        .insert(deckFiles)
        .values({
          contentHash,
          // A view of the upload, not a copy: a fresh multi-MB buffer costs its page faults on every upload.
          bytes: objects ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          byteSize: bytes.byteLength,
        })
        .onConflictDoNothing();
    },
    async read(contentHash) {
      const inDatabase = await readDeckFileBytes(db, contentHash);
      if (inDatabase) return inDatabase;
      return objects ? objects.get(contentHash) : null;
    },
    async removeUnused(contentHash) {
      const deleted = await db
        .delete(deckFiles)
        .where(
          and(
            eq(deckFiles.contentHash, contentHash),
            notExists(db.select({ id: decks.id }).from(decks).where(eq(decks.contentHash, contentHash))),
          ),
        )
        .returning({ contentHash: deckFiles.contentHash })
        .catch((error: unknown) => {
          // A deck committed meanwhile refers to the file after all: it stays.
          if (isForeignKeyViolation(error)) return [];
          throw error;
        });
      if (deleted.length === 0) return false;
      if (objects) await objects.delete(contentHash);
      return true;
    },
  };
}
