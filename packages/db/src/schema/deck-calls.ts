import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { investors } from './investors';
import { updatedAt } from './timestamps';

/**
 * A partner's own call on a deck ("meet" or "pass", issue 28); one per deck and fund member (issue 29),
 * replaced when changed. `investorId` is the member who made it, not the fund.
 */
export const deckCalls = pgTable(
  'deck_calls',
  {
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    investorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    call: text().$type<'meet' | 'pass'>().notNull(),
    reasonCode: text(),
    reasonNote: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deckId, t.investorId] }),
    index('deck_calls_investor_idx').on(t.investorId),
  ],
);
