import { webcrypto } from 'node:crypto';
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
  // Imported once: given the raw bytes, jose imports them as a WebCrypto key on every sign and verify.
  let key: Promise<webcrypto.CryptoKey> | null = null;
  const signingKey = () => {
    key ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return key;
  };
  return {
    issue: async ({ investorId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(investorId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await signingKey()),
    verify: async (token) => {
      try {
        // Pinning the algorithm rejects `alg: none` and any algorithm confusion.
        const { payload } = await jwtVerify(token, await signingKey(), {
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
