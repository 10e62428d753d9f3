import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { investors } from './investors';
import { updatedAt } from './timestamps';

/** A member's blind vote on a deck (issue 29): a rating of 1-5 and a one-line reason; one per member, replaced. */
export const deckVotes = pgTable(
  'deck_votes',
  {
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    reason: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.memberId] })],
);
