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
  lte,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
export { alias } from 'drizzle-orm/pg-core';
