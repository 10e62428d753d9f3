import type { Application, GradeResult, Grader } from '@pitchfit/contracts/application';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/** One simulator submission and, once graded, its result and which grader produced it. */
export const applicationGradings = pgTable('application_gradings', {
  id: uuid().primaryKey().defaultRandom(),
  application: jsonb().$type<Application>().notNull(),
  status: text().$type<'pending' | 'graded' | 'failed'>().notNull().default('pending'),
  result: jsonb().$type<GradeResult>(),
  grader: text().$type<Grader>(),
  graderVersion: text(),
  /** Why the Claude grader was not used for this result, when it was configured. */
  fallbackReason: text(),
  createdAt: createdAt(),
  gradedAt: timestamp({ withTimezone: true }),
});
