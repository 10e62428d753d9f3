import type { ReadingCorrections } from '@pitchfit/contracts/thesis-reading';
import { integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { investors } from './investors';
import { createdAt } from './timestamps';

/**
 * The investor's corrections of how their thesis is read (issue 28), stored beside the text with
 * the thesis version they started. The latest set holds through later edits of the text: each
 * correction names the clause it corrects and lapses only when that clause is gone (scoring's
 * reading-corrections.ts), so an edit needs no copy here.
 */
export const thesisReadings = pgTable(
  'thesis_readings',
  {
    investorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    thesisVersion: integer().notNull(),
    corrections: jsonb().$type<ReadingCorrections>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.thesisVersion] })],
);
