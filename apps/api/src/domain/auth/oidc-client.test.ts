import { randomBytes } from 'node:crypto';
import { DomainError } from '@pitchfit/contracts/errors';
import { generateCodeVerifier } from 'arctic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OidcTestServer,
  randomIdentity,
  startOidcTestServer,
} from '../../../test/helpers/oidc-test-server';
import { createOidcClient, type OidcClient } from './oidc-client';

const REDIRECT_URI = 'http://127.0.0.1:9/auth/google/callback';
let provider: OidcTestServer;
let client: OidcClient;

beforeAll(async () => {
  provider = await startOidcTestServer();
  client = createOidcClient({
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: 'test-secret',
    redirectUri: REDIRECT_URI,
  });
});
afterAll(() => provider.close());

async function signIn(options: { nonceAtExchange?: string } = {}) {
  const attempt = {
    state: randomBytes(16).toString('hex'),
    nonce: randomBytes(16).toString('hex'),
    codeVerifier: generateCodeVerifier(),
  };
  const url = await client.authorizationUrl(attempt);
  const { code, state } = await provider.authorize(url.toString());
  expect(state).toBe(attempt.state);
  return client.exchangeCode({
    code,
    codeVerifier: attempt.codeVerifier,
    nonce: options.nonceAtExchange ?? attempt.nonce,
  });
}

async function rejection(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe('OIDC client against a loopback OIDC server', () => {
  it('builds the authorization URL from discovery with PKCE S256, state, nonce and the redirect URI', async () => {
    const url = await client.authorizationUrl({
      state: 's'.repeat(20),
      nonce: 'n'.repeat(20),
      codeVerifier: generateCodeVerifier(),
    });
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      state: 's'.repeat(20),
      nonce: 'n'.repeat(20),
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
  });

  it('returns the verified identity', async () => {
    const identity = randomIdentity();
    provider.signInAs(identity);
    expect(await signIn()).toEqual({ subject: identity.sub, email: identity.email, name: identity.name });
  });

  it('refuses an id_token whose nonce is not this attempt’s', async () => {
    provider.signInAs(randomIdentity());
    const error = await rejection(signIn({ nonceAtExchange: 'another-attempt-nonce' }));
    expect(error.reason).toBe('id_token_invalid');
  });

  it('refuses an id_token for another audience, from another issuer, or expired', async () => {
    provider.signInAs(randomIdentity());
    provider.tamperNextIdToken((claims) => {
      claims.aud = 'someone-else';
    });
    expect((await rejection(signIn())).reason).toBe('id_token_invalid');

    provider.tamperNextIdToken((claims) => {
      claims.iss = 'https://evil.example';
    });
    expect((await rejection(signIn())).reason).toBe('id_token_invalid');

    provider.tamperNextIdToken((claims) => {
      claims.exp = Math.floor(Date.now() / 1000) - 3600;
    });
    expect((await rejection(signIn())).reason).toBe('id_token_invalid');
  });

  it('refuses an unverified email', async () => {
    provider.signInAs(randomIdentity({ email_verified: false }));
    const error = await rejection(signIn());
    expect(error.code).toBe('FORBIDDEN');
    expect(error.reason).toBe('email_not_verified');
  });

  it('answers invalid_grant when the provider refuses the code', async () => {
    provider.failNextTokenRequest('invalid_grant');
    expect((await rejection(signIn())).reason).toBe('invalid_grant');
  });

  it('answers UNAVAILABLE when the issuer cannot be discovered', async () => {
    const nowhere = createOidcClient({
      issuer: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: null,
      redirectUri: REDIRECT_URI,
      timeoutMs: 1000,
    });
    const error = await rejection(
      nowhere.authorizationUrl({ state: 's', nonce: 'n', codeVerifier: generateCodeVerifier() }),
    );
    expect(error.code).toBe('UNAVAILABLE');
  });
});
