import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { invalidGrant } from './errors';

/** Who the identity provider says signed in, after the id_token has been verified. */
export interface OidcIdentity {
  subject: string;
  email: string;
  name: string | null;
}

export interface OidcClient {
  authorizationUrl(attempt: { state: string; nonce: string; codeVerifier: string }): Promise<URL>;
  /** Exchanges the code (with the PKCE verifier) and verifies the id_token it returns. */
  exchangeCode(attempt: { code: string; codeVerifier: string; nonce: string }): Promise<OidcIdentity>;
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  redirectUri: string;
  /** Longest wait for any single call to the provider. */
  timeoutMs?: number;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof discoverySchema>;

const SCOPES = ['openid', 'email', 'profile'];
/** Signature algorithms an id_token may use; never `none` or a shared-secret HMAC. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];
/** Tolerated clock difference with the provider when checking exp/iat/nbf. */
const CLOCK_TOLERANCE_SECONDS = 60;
const DEFAULT_TIMEOUT_MS = 10_000;

const unavailable = (cause: unknown) =>
  new DomainError('UNAVAILABLE', AUTH_MESSAGES.providerUnavailable, undefined, { cause });
const unverifiable = (cause?: unknown) =>
  new DomainError('UNAUTHORIZED', AUTH_MESSAGES.idTokenInvalid, undefined, {
    cause,
    reason: 'id_token_invalid',
  });

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`identity provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * An OpenID Connect client for any issuer: endpoints come from the issuer's discovery document
 * (fetched once, retried after a failure), the code flow uses PKCE (S256), state and nonce, and
 * the id_token is verified against the issuer's JWKS.
 */
export function createOidcClient(config: OidcClientConfig): OidcClient {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const issuer = trimSlash(config.issuer);
  // Google documents both spellings of its own issuer in id_tokens.
  const acceptedIssuers =
    issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
  const oauth = new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);
  let discovery: Promise<{ document: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> }> | null = null;

  async function discover() {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    if (trimSlash(document.issuer) !== issuer) {
      throw new Error(`discovery names issuer ${document.issuer}, expected ${issuer}`);
    }
    return { document, jwks: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: timeoutMs }) };
  }

  function provider() {
    discovery ??= discover().catch((cause: unknown) => {
      discovery = null;
      throw unavailable(cause);
    });
    return discovery;
  }

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const { document } = await provider();
      const url = oauth.createAuthorizationURLWithPKCE(
        document.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      url.searchParams.set('nonce', nonce);
      url.searchParams.set('prompt', 'select_account');
      return url;
    },

    async exchangeCode({ code, codeVerifier, nonce }) {
      const { document, jwks } = await provider();
      let idToken: string;
      try {
        const tokens = await withTimeout(
          oauth.validateAuthorizationCode(document.token_endpoint, code, codeVerifier),
          timeoutMs,
        );
        idToken = tokens.idToken();
      } catch (cause) {
        if (cause instanceof OAuth2RequestError && cause.code === 'invalid_grant') {
          throw invalidGrant(cause);
        }
        // Any other refusal (bad client credentials, no id_token) is the server's problem, not the user's.
        throw unavailable(cause);
      }

      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          issuer: acceptedIssuers,
          audience: config.clientId,
          algorithms: ID_TOKEN_ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (cause) {
        if (cause instanceof joseErrors.JWKSTimeout) throw unavailable(cause);
        throw unverifiable(cause);
      }
      // A nonce other than ours means the id_token was minted for another sign-in attempt (replay).
      if (claims.nonce !== nonce) throw unverifiable(new Error('nonce mismatch'));
      if (claims.azp !== undefined && claims.azp !== config.clientId)
        throw unverifiable(new Error('azp mismatch'));

      const subject = claims.sub;
      const email = claims.email;
      if (typeof subject !== 'string' || subject.length === 0) throw unverifiable(new Error('no sub'));
      if (typeof email !== 'string' || email.length === 0) throw unverifiable(new Error('no email'));
      if (claims.email_verified !== true && claims.email_verified !== 'true') {
        throw new DomainError('FORBIDDEN', AUTH_MESSAGES.emailNotVerified, undefined, {
          reason: 'email_not_verified',
        });
      }
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null;
      return { subject, email, name };
    },
  };
}
