/** PostgreSQL error codes the code acts on. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === code) return true;
  }
  return false;
}

/** True for PostgreSQL's unique-constraint violation, whether drizzle wrapped the driver's error or not. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, UNIQUE_VIOLATION);

/** True for a foreign-key violation, wrapped or not. */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, FOREIGN_KEY_VIOLATION);
