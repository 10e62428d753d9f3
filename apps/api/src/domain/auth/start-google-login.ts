import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import { generateCodeVerifier } from 'arctic';
import type { AuthDeps } from './deps';
import { randomToken } from './hashing';
import type { OidcClient } from './oidc-client';

export function requireOidc(oidc: OidcClient | null): OidcClient {
  if (!oidc) throw new DomainError('UNAVAILABLE', AUTH_MESSAGES.providerNotConfigured);
  return oidc;
}

/**
 * Begins a sign-in attempt: fresh state, nonce and PKCE verifier, kept server-side under the
 * state; the caller puts the state in the browser's cookie and sends the browser to `authUrl`.
 */
export async function startGoogleLogin(deps: {
  auth: Pick<AuthDeps, 'oidc' | 'loginAttempts'>;
}): Promise<{ authUrl: string; state: string }> {
  const oidc = requireOidc(deps.auth.oidc);
  const state = randomToken();
  const attempt = { nonce: randomToken(), codeVerifier: generateCodeVerifier() };
  const url = await oidc.authorizationUrl({ state, ...attempt });
  await deps.auth.loginAttempts.save(state, attempt);
  return { authUrl: url.toString(), state };
}
