import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { and, eq, isNull } from '@pitchfit/db/orm';
import { accessCodes } from '@pitchfit/db/schema';
import { RateLimitedError, type RateLimiter } from '../../operations/rate-limit';
import { digestsEqual, sha256Hex } from './hashing';

export interface AccessCodeDeps {
  db: Database;
  auth: {
    /** SHA-256 of each code in ACCESS_CODES. */
    envAccessCodeHashes: readonly string[];
  };
  operations: { rateLimiter: RateLimiter };
}

export function hashAccessCode(code: string): string {
  return sha256Hex(code.trim());
}

/** Whether `code` is one of ACCESS_CODES or an unrevoked code stored in the database. */
export async function isAccessCodeValid(deps: AccessCodeDeps, code: string): Promise<boolean> {
  if (code.trim().length === 0) return false;
  const hash = hashAccessCode(code);
  // Compare against every configured code so the time taken does not tell which one is close.
  let configured = false;
  for (const candidate of deps.auth.envAccessCodeHashes)
    configured = digestsEqual(hash, candidate) || configured;
  if (configured) return true;
  const [stored] = await deps.db
    .select({ id: accessCodes.id })
    .from(accessCodes)
    .where(and(eq(accessCodes.codeHash, hash), isNull(accessCodes.revokedAt)));
  return stored !== undefined;
}

/**
 * Checks an access code on behalf of `clientAddress`. Each guess is counted per address before the
 * code is compared, and a right code gives its count back; past the limit every check answers 429
 * (with Retry-After) until the window ends, whatever the code.
 */
export async function verifyAccessCode(
  deps: AccessCodeDeps,
  clientAddress: string,
  code: string,
): Promise<boolean> {
  const outcome = await deps.operations.rateLimiter.attempt('accessCodeFailure', clientAddress, () =>
    isAccessCodeValid(deps, code),
  );
  if (!outcome.allowed) {
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    throw new RateLimitedError(
      outcome.retryAfterSeconds,
      AUTH_MESSAGES.tooManyAccessCodeAttempts(minutes),
      'too_many_attempts',
    );
  }
  return outcome.passed;
}
