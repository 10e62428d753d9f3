import { DATABASE_RETRY_AFTER_SECONDS } from '@pitchfit/contracts/constants';
import { DomainError } from '@pitchfit/contracts/errors';
import { UNAVAILABLE_MESSAGES } from '@pitchfit/contracts/messages';

// How deep to look through `cause` for the driver's own error (drizzle wraps postgres.js's).
const CAUSE_DEPTH = 5;

/** Socket errors, and postgres.js's own codes for a connection it lost or could not open. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
/**
 * PostgreSQL's own "not now" answers: class 08 (connection exception), shutting down (57P01-57P03),
 * too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]$|53300$)/;

/** A call refused because PostgreSQL cannot be reached right now: 503 with Retry-After on both transports. */
export class DatabaseUnavailableError extends DomainError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  constructor(cause: unknown) {
    super('UNAVAILABLE', UNAVAILABLE_MESSAGES.database, undefined, { cause, reason: 'database_unavailable' });
  }
}

/** The error as a DatabaseUnavailableError when it comes from an unreachable PostgreSQL, else null. */
export function databaseUnavailableError(error: unknown): DatabaseUnavailableError | null {
  let current: unknown = error;
  for (let depth = 0; depth < CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : undefined;
    if (code !== undefined) {
      const fromPostgres = current.name === 'PostgresError';
      if (fromPostgres ? UNAVAILABLE_SQLSTATE.test(code) : CONNECTION_CODES.has(code))
        return new DatabaseUnavailableError(error);
    }
    current = current.cause;
  }
  return null;
}
