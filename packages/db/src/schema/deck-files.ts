import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Deck PDFs, stored once per content hash in PostgreSQL so that an accepted deck is durable the
 * moment its row commits, and backups of the database include the files. `bytes` is stored
 * EXTERNAL (out of line, never compressed: a PDF is compressed already), set by migration 0004.
 */
export const deckFiles = pgTable('deck_files', {
  contentHash: text().primaryKey(),
  bytes: bytea().notNull(),
  byteSize: integer().notNull(),
  createdAt: createdAt(),
});
