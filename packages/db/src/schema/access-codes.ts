import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/** Shared access codes stored by operators, as SHA-256 hashes (codes from ACCESS_CODES need no row). */
export const accessCodes = pgTable('access_codes', {
  id: uuid().primaryKey().defaultRandom(),
  codeHash: text().notNull().unique(),
  label: text().notNull(),
  revokedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
