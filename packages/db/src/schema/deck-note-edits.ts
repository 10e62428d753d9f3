import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { deckNotes } from './deck-notes';
import { createdAt } from './timestamps';

/** A note's body as it was before an edit replaced it: edits are kept, never overwritten. */
export const deckNoteEdits = pgTable(
  'deck_note_edits',
  {
    id: uuid().primaryKey().defaultRandom(),
    noteId: uuid()
      .notNull()
      .references(() => deckNotes.id, { onDelete: 'cascade' }),
    previousBody: text().notNull(),
    /** When the edit replaced `previous_body`. */
    replacedAt: createdAt(),
  },
  (t) => [index('deck_note_edits_note_idx').on(t.noteId, t.replacedAt)],
);
