import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { and, eq, isNull } from '@pitchfit/db/orm';
import { accessCodes } from '@pitchfit/db/schema';
import type { AttemptLimiter } from '../../auth/attempt-limiter';
import { digestsEqual, sha256Hex } from '../../auth/hashing';

export interface AccessCodeDeps {
  db: Database;
  auth: {
    /** SHA-256 of each code in ACCESS_CODES. */
    envAccessCodeHashes: readonly string[];
    accessCodeLimiter: AttemptLimiter;
  };
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
 * Checks an access code on behalf of `clientAddress`. Failed guesses are counted per address;
 * past the limit every check answers 429 until the window ends, whatever the code.
 */
export async function verifyAccessCode(
  deps: AccessCodeDeps,
  clientAddress: string,
  code: string,
): Promise<boolean> {
  const retryAfter = await deps.auth.accessCodeLimiter.retryAfterSeconds(clientAddress);
  if (retryAfter > 0) {
    throw new DomainError(
      'TOO_MANY_REQUESTS',
      AUTH_MESSAGES.tooManyAccessCodeAttempts(Math.ceil(retryAfter / 60)),
      undefined,
      {
        reason: 'too_many_attempts',
      },
    );
  }
  const valid = await isAccessCodeValid(deps, code);
  if (!valid) await deps.auth.accessCodeLimiter.recordFailure(clientAddress);
  return valid;
}
