import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { investors } from './investors';
import { updatedAt } from './timestamps';

/** The investor's own call on a deck ("meet" or "pass", issue 28); one per deck, replaced when changed. */
export const deckCalls = pgTable(
  'deck_calls',
  {
    deckId: uuid()
      .primaryKey()
      .references(() => decks.id, { onDelete: 'cascade' }),
    investorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    call: text().$type<'meet' | 'pass'>().notNull(),
    reasonCode: text(),
    reasonNote: text(),
    updatedAt: updatedAt(),
  },
  (t) => [index('deck_calls_investor_idx').on(t.investorId)],
);
