/** Query builders re-exported so every package uses the one drizzle-orm instance this package resolves. */
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  notExists,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
export { alias } from 'drizzle-orm/pg-core';
/** The row type a select of the given columns answers. */
export type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
