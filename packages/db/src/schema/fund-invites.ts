import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { investors } from './investors';
import { createdAt } from './timestamps';

/**
 * Single-use links that seat a partner in a fund. Only the SHA-256 of the link's token is stored, so a
 * database reader cannot join anyone's fund; `usedAt` set means spent.
 */
export const fundInvites = pgTable(
  'fund_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    fundId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    createdBy: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedBy: uuid().references(() => investors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('fund_invites_fund_idx').on(t.fundId)],
);
