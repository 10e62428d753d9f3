import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { investors } from './investors';
import { createdAt } from './timestamps';

/**
 * Refresh tokens, stored only as hashes. Each sign-in starts a family; every refresh rotates to a
 * new token in the same family, and presenting a used token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid().notNull(),
    investorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);
