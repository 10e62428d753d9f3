import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/**
 * Google authorization codes seen by the callback, by hash. A row is claimed before the code is
 * exchanged with the provider, so a code is exchanged at most once even when the provider would
 * accept it twice. A new signup that still needs an access code keeps the verified identity here
 * until `expiresAt`, so the same code can be resubmitted with the access code from the same
 * browser (`stateHash`); `redeemedAt` stops anyone redeeming it twice.
 */
export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text().primaryKey(),
  /** Hash of the `state` of the sign-in attempt that received this code. */
  stateHash: text().notNull(),
  /** The verified identity; null until the code has been exchanged. */
  subject: text(),
  email: text(),
  name: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  redeemedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
