import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/**
 * Thesis-independent extraction of a deck (text, cited facts), cached by content hash and engine
 * version so a thesis change reruns only matching, and an AI extraction is paid for once.
 */
export const deckExtractions = pgTable(
  'deck_extractions',
  {
    contentHash: text().notNull(),
    engine: text().notNull(),
    engineVersion: text().notNull(),
    extraction: jsonb().$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contentHash, t.engine, t.engineVersion] })],
);
