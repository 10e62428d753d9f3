import type { AccessTokens } from './access-tokens';
import { bearerToken } from './resolve-session';
import { endSession, type SessionDeps } from './sessions';

/**
 * Revokes the session of the presented access token and/or refresh token. Always succeeds: an
 * expired access token still names its session, and logging out twice is harmless.
 */
export async function logOut(
  deps: SessionDeps & { auth: { accessTokens: AccessTokens } },
  credentials: { authorization: string | undefined; refreshToken: string | undefined },
): Promise<void> {
  const token = bearerToken(credentials.authorization);
  const claims = token ? await deps.auth.accessTokens.verify(token) : null;
  await endSession(deps, { sessionId: claims?.sessionId, refreshToken: credentials.refreshToken });
}
