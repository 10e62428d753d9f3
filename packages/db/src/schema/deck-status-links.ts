import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { createdAt } from './timestamps';

/**
 * A founder's private status links (issue 29), stored only as SHA-256 hashes of their tokens: one per
 * pitch-page submission, pointing at the latest version sent through it (a new version sent through
 * the link moves it). A deck linked as a version by its founder's address (packages/decks,
 * founder-versions.ts) keeps its own link, and the earlier deck keeps its: so a deck that holds a link
 * is where another founder link's versions end (`founderChainIds`).
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
