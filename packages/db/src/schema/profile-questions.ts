import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { investors } from './investors';
import { createdAt } from './timestamps';

/** Follow-up questions generated for a thesis version, and the investor's answers. */
export const profileQuestions = pgTable(
  'profile_questions',
  {
    id: uuid().primaryKey().defaultRandom(),
    investorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    thesisVersion: integer().notNull(),
    position: integer().notNull(),
    topic: text().notNull(),
    text: text().notNull(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('profile_questions_investor_idx').on(t.investorId, t.thesisVersion)],
);
