import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { createdAt } from './timestamps';

/**
 * A founder's private status links (issue 29), stored only as SHA-256 hashes of their tokens: one per
 * pitch-page submission, pointing at the latest version of the deck it sent (a new version moves it).
 */
export const deckStatusLinks = pgTable(
  'deck_status_links',
  {
    tokenHash: text().primaryKey(),
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('deck_status_links_deck_idx').on(t.deckId)],
);
