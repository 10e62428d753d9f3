import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Short enough that a stolen token is soon useless; the web app refreshes a minute before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'pitchfit';
const AUDIENCE = 'pitchfit-api';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  investorId: string;
  /** The refresh-token family this access token belongs to; logout revokes it. */
  sessionId: string;
}

const claimsSchema = z.object({ investorId: z.uuid(), sessionId: z.uuid() });

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, expired, other algorithm). */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens(
  secret: string,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ investorId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(investorId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        // Pinning the algorithm rejects `alg: none` and any algorithm confusion.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        const claims = claimsSchema.safeParse({ investorId: payload.sub, sessionId: payload.sid });
        return claims.success ? claims.data : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
