import { randomUUID } from 'node:crypto';
import type { Tokens } from '@pitchfit/contracts/auth';
import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { and, eq, inArray, isNull } from '@pitchfit/db/orm';
import { refreshTokens } from '@pitchfit/db/schema';
import type { AccessTokens } from './access-tokens';
import { randomToken, sha256Hex } from './hashing';

/** Each rotation extends the session; an investor idle this long signs in again. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionDeps {
  db: Database;
  auth: { accessTokens: AccessTokens };
}

const refreshTokenInvalid = () => new DomainError('UNAUTHORIZED', AUTH_MESSAGES.refreshTokenInvalid);

async function insertRefreshToken(
  db: Pick<Database, 'insert'>,
  investorId: string,
  familyId: string,
): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    familyId,
    investorId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** Starts a session (a new refresh-token family) for the investor. */
export async function startSession(deps: SessionDeps, investorId: string): Promise<Tokens> {
  const sessionId = randomUUID();
  const refresh = await insertRefreshToken(deps.db, investorId, sessionId);
  const access = await deps.auth.accessTokens.issue({ investorId, sessionId });
  return { access, refresh };
}

type RotationOutcome =
  | { kind: 'rotated'; investorId: string; sessionId: string; refresh: string }
  | { kind: 'reused' }
  | { kind: 'invalid' };

/**
 * Trades a refresh token for a new pair. Every token works once: presenting one that was already
 * used means it leaked (or a client lost the race), so the whole family is revoked and both
 * holders must sign in again.
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string): Promise<Tokens> {
  const outcome = await deps.db.transaction(async (tx): Promise<RotationOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
    if (row.usedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' };
    }
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const refresh = await insertRefreshToken(tx, row.investorId, row.familyId);
    return { kind: 'rotated', investorId: row.investorId, sessionId: row.familyId, refresh };
  });

  if (outcome.kind === 'reused') throw new DomainError('UNAUTHORIZED', AUTH_MESSAGES.refreshTokenReused);
  if (outcome.kind === 'invalid') throw refreshTokenInvalid();
  const access = await deps.auth.accessTokens.issue({
    investorId: outcome.investorId,
    sessionId: outcome.sessionId,
  });
  return { access, refresh: outcome.refresh };
}

/**
 * Ends sessions server-side: the family of the presented access token and/or refresh token.
 * Access tokens of a revoked family stop working at once (the session resolver checks).
 */
export async function endSession(
  deps: Pick<SessionDeps, 'db'>,
  identifiers: { sessionId?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  const families = new Set<string>();
  if (identifiers.sessionId) families.add(identifiers.sessionId);
  if (identifiers.refreshToken) {
    const [row] = await deps.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(identifiers.refreshToken)));
    if (row) families.add(row.familyId);
  }
  if (families.size === 0) return;
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.familyId, [...families]), isNull(refreshTokens.revokedAt)));
}
