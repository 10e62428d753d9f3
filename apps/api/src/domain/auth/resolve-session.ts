import type { FundActor } from '@pitchfit/contracts/fund';
import { type Database, perDatabase } from '@pitchfit/db/client';
import { sql } from '@pitchfit/db/orm';
import { liveSession } from '@pitchfit/db/sessions';
import type { AccessTokens } from './access-tokens';
import { accessTokenInvalid, credentialsMissing } from './errors';

/** The signed-in investor behind a request. */
export interface Session {
  investorId: string;
  /** The refresh-token family; logout revokes it. */
  sessionId: string;
  /** When the access token the request carried expires. */
  expiresAtMs: number;
}

/** A session checked live in the database, with the fund it acts for (read afresh on every request). */
export interface ActorSession extends Session {
  actor: FundActor;
}

export interface SessionResolverDeps {
  db: Database;
  auth: { accessTokens: AccessTokens };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

function prepareLiveSession(db: Database) {
  const live = liveSession(sql.placeholder('investorId'), sql.placeholder('sessionId'));
  return db
    .select({ fundId: sql<string>`v.fund_id`, role: sql<FundActor['role']>`v.role` })
    .from(sql`(${live}) v`)
    .prepare('live_session');
}

/** Built once per database handle and run as a prepared statement: it runs on every signed-in request. */
const liveSessionQuery = perDatabase(prepareLiveSession);

/**
 * The claims of a valid access token, without asking the database whether its investor still exists
 * and its session is live: only for a caller whose own statement checks that (the deck list).
 * Throws UNAUTHORIZED.
 */
export async function verifyAccessToken(
  deps: Pick<SessionResolverDeps, 'auth'>,
  authorization: string | undefined,
): Promise<Session> {
  const token = bearerToken(authorization);
  if (!token) throw credentialsMissing();
  const claims = await deps.auth.accessTokens.verify(token);
  if (!claims) throw accessTokenInvalid();
  return claims;
}

/**
 * The one session resolver behind both REST and tRPC: a valid access token whose investor still
 * exists and whose session was not revoked (logout, refresh-token reuse, removal from a fund), with
 * the fund the investor acts for. Throws UNAUTHORIZED.
 */
export async function resolveSession(
  deps: SessionResolverDeps,
  authorization: string | undefined,
): Promise<ActorSession> {
  const claims = await verifyAccessToken(deps, authorization);
  const [live] = await liveSessionQuery(deps.db).execute({
    investorId: claims.investorId,
    sessionId: claims.sessionId,
  });
  if (!live) throw accessTokenInvalid();
  return { ...claims, actor: { fundId: live.fundId, memberId: claims.investorId, role: live.role } };
}
