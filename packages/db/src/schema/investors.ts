import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';

export const investors = pgTable(
  'investors',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The identity provider's stable subject (`sub` claim). */
    googleSubject: text().notNull().unique(),
    email: text().notNull(),
    name: text(),
    /** `user_<random>` until the investor chooses one; then fixed for good. */
    username: text().notNull(),
    usernameChosenAt: timestamp({ withTimezone: true }),
    thesis: text(),
    /** Goes up on every thesis or profile-answer change; scores record the version they used. */
    thesisVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('investors_username_lower_idx').on(sql`lower(${t.username})`)],
);
