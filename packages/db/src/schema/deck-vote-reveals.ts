import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { investors } from './investors';
import { createdAt } from './timestamps';

/** The owner revealed a deck's votes before every member had voted; once revealed, they stay shown. */
export const deckVoteReveals = pgTable('deck_vote_reveals', {
  deckId: uuid()
    .primaryKey()
    .references(() => decks.id, { onDelete: 'cascade' }),
  revealedBy: uuid()
    .notNull()
    .references(() => investors.id, { onDelete: 'cascade' }),
  revealedAt: createdAt(),
});
