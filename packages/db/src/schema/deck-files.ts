import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Deck PDFs, one row per content hash, which every deck references. The bytes are in PostgreSQL by
 * default, so an accepted deck is durable the moment its row commits and backups of the database
 * include the files; `bytes` is null when they are in object storage instead, under the hash
 * (`packages/decks/src/bytes`). `bytes` is stored EXTERNAL (out of line, never compressed: a PDF is
 * compressed already), set by migration 0004.
 */
export const deckFiles = pgTable('deck_files', {
  contentHash: text().primaryKey(),
  bytes: bytea(),
  byteSize: integer().notNull(),
  createdAt: createdAt(),
});
