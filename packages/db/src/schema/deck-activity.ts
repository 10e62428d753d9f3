import type { DeckStage, PassReason } from '@pitchfit/contracts/fund';
import type { ActivityKind } from '@pitchfit/contracts/pipeline';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { investors } from './investors';
import { createdAt } from './timestamps';

/** A deck's timeline (issue 29): every stage move, note change and vote, by whom and when. Append-only. */
export const deckActivity = pgTable(
  'deck_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    kind: text().$type<ActivityKind>().notNull(),
    stageFrom: text().$type<DeckStage>(),
    stageTo: text().$type<DeckStage>(),
    passReason: text().$type<PassReason>(),
    /** The note given with a stage move. */
    text: text(),
    noteId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [index('deck_activity_deck_idx').on(t.deckId, t.createdAt)],
);
