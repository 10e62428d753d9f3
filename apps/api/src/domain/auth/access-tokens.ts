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

/**
 * How many verified tokens each process remembers until they expire. A client sends the same access
 * token with every request for its whole life, and on Node 20 WebCrypto's HMAC check costs about a
 * tenth of the main thread under load (measured on the deck list); a repeat costs one Map lookup.
 * Revocation is unaffected: the session resolver asks PostgreSQL on every request.
 */
const VERIFIED_TOKENS_MAX = 10_000;

/** A verified token's claims, with when it expires: a deck stream ends then (docs/auth.md). */
export interface VerifiedAccessToken extends AccessTokenClaims {
  expiresAtMs: number;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, expired, other algorithm). */
  verify(token: string): Promise<VerifiedAccessToken | null>;
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
  const verified = new Map<string, { claims: VerifiedAccessToken; expiresAtMs: number }>();
  const remember = (token: string, claims: VerifiedAccessToken, expiresAtMs: number) => {
    // Oldest first (a Map keeps insertion order): the first key is the one to forget.
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAtMs });
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
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAtMs) return known.claims;
      if (known) verified.delete(token);
      try {
        // Pinning the algorithm rejects `alg: none` and any algorithm confusion.
        const { payload } = await jwtVerify(token, await signingKey(), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        const claims = claimsSchema.safeParse({ investorId: payload.sub, sessionId: payload.sid });
        if (!claims.success) return null;
        // `exp` is a required claim: jwtVerify refused the token without one.
        const expiresAtMs = (payload.exp ?? 0) * 1000;
        const verifiedClaims = { ...claims.data, expiresAtMs };
        remember(token, verifiedClaims, expiresAtMs);
        return verifiedClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
