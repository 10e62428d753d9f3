import type { RedisClient } from '@pitchfit/queue/redis';
import type { ApiEnv } from '../../env';
import { type AccessTokens, createAccessTokens } from './access-tokens';
import { sha256Hex } from './hashing';
import { createLoginAttemptStore, type LoginAttemptStore } from './login-attempts';
import { createOidcClient, type OidcClient } from './oidc-client';
import { resolveAuthSecret } from './secret';

export interface AuthDeps {
  accessTokens: AccessTokens;
  /** Null when GOOGLE_CLIENT_ID is unset: sign-in then answers 503. */
  oidc: OidcClient | null;
  loginAttempts: LoginAttemptStore;
  /** SHA-256 of each code in ACCESS_CODES. */
  envAccessCodeHashes: readonly string[];
  /** Cookies carry `Secure` when the app is served over https. */
  secureCookies: boolean;
}

export function redirectUri(publicUrl: string): string {
  return `${publicUrl}/auth/google/callback`;
}

export function createAuthDeps(env: ApiEnv, redis: RedisClient): AuthDeps {
  const oidc = env.GOOGLE_CLIENT_ID
    ? createOidcClient({
        issuer: env.GOOGLE_ISSUER,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET ?? null,
        redirectUri: redirectUri(env.PUBLIC_URL),
      })
    : null;
  return {
    accessTokens: createAccessTokens(resolveAuthSecret(env)),
    oidc,
    loginAttempts: createLoginAttemptStore(redis, `${env.REDIS_PREFIX}:auth:login-attempt`),
    envAccessCodeHashes: env.ACCESS_CODES.map((code) => sha256Hex(code)),
    secureCookies: env.PUBLIC_URL.startsWith('https://'),
  };
}
