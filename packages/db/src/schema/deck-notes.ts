import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { investors } from './investors';
import { createdAt, updatedAt } from './timestamps';

/**
 * A member's note on a deck (issue 29). Only its author changes it; each edit keeps the replaced body
 * in `deck_note_edits`, and a deleted note keeps its row (`deleted_at`) so its history stays.
 */
export const deckNotes = pgTable(
  'deck_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('deck_notes_deck_idx').on(t.deckId, t.createdAt)],
);
