import type { DeckProfileCorrections } from '@pitchfit/contracts/deck-profile';
import { jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks';
import { investors } from './investors';
import { updatedAt } from './timestamps';

/**
 * An investor's corrections of one deck's profile (issue 28), keyed by deck and investor: they
 * change that investor's view and score only, never another's reading of the same file. The worker
 * lays them over the deck's extraction wherever it matches.
 */
export const deckProfileCorrections = pgTable(
  'deck_profile_corrections',
  {
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    investorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    corrections: jsonb().$type<DeckProfileCorrections>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.investorId] })],
);
