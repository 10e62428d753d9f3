import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/**
 * Google authorization codes seen by the callback, by hash. A code is exchanged with the provider
 * once; a new signup that still needs an access code keeps the verified identity here so the same
 * code can be resubmitted with the access code, and `redeemedAt` stops anyone redeeming it twice.
 */
export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text().primaryKey(),
  subject: text().notNull(),
  email: text().notNull(),
  name: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  redeemedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
