import type { WhatIfRequest } from '@pitchfit/contracts/thesis-reading';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { investors } from './investors';
import { createdAt } from './timestamps';

/**
 * A what-if being computed (issue 28): the thesis the investor is editing, held here while the
 * worker matches it, so the job carries only this row's id. The API deletes the row once answered.
 */
export const whatIfRequests = pgTable('what_if_requests', {
  id: uuid().primaryKey().defaultRandom(),
  investorId: uuid()
    .notNull()
    .references(() => investors.id, { onDelete: 'cascade' }),
  request: jsonb().$type<WhatIfRequest>().notNull(),
  createdAt: createdAt(),
});
