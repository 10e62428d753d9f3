import { randomBytes } from 'node:crypto';
import { type DevOidcServer, startDevOidc, subjectForEmail } from '@pitchfit/dev-oidc';
import { generateCodeVerifier } from 'arctic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcClient, type OidcClient } from './oidc-client';

const REDIRECT_URI = 'http://localhost:3999/auth/google/callback';
const CLIENT = { clientId: 'pitchfit-dev', clientSecret: 'dev-secret-for-tests' };
const BO = { name: 'Bo', email: 'bo@example.test' };
let provider: DevOidcServer;

beforeAll(async () => {
  provider = await startDevOidc({ ...CLIENT, redirectUris: [REDIRECT_URI], nodeEnv: 'test' });
});
afterAll(() => provider.close());

/** Plays the browser: opens the provider's page, then submits its form with a name and email. */
async function signInAtProvider(authUrl: URL, person: { name: string; email: string }) {
  const page = await fetch(authUrl);
  const html = await page.text();
  expect(html).toContain('Development identity provider &mdash; not Google');
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]?.replaceAll('&amp;', '&'),
    ]),
  );
  const form = new URLSearchParams({ ...hidden, ...person, decision: 'allow' });
  const answer = await fetch(`${provider.issuer}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('the development identity provider with the API’s OIDC client', () => {
  it('signs a person in through discovery, PKCE, nonce and a verified id_token, with a stable subject', async () => {
    const client = createOidcClient({ issuer: provider.issuer, ...CLIENT, redirectUri: REDIRECT_URI });
    const attempt = {
      state: randomBytes(16).toString('hex'),
      nonce: randomBytes(16).toString('hex'),
      codeVerifier: generateCodeVerifier(),
    };
    const back = await signInAtProvider(await client.authorizationUrl(attempt), {
      name: 'Ada',
      email: 'Ada@Example.test',
    });
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(attempt.state);
    const code = back.searchParams.get('code') ?? '';

    const identity = await client.exchangeCode({
      code,
      codeVerifier: attempt.codeVerifier,
      nonce: attempt.nonce,
    });
    expect(identity).toEqual({
      subject: subjectForEmail('ada@example.test'),
      email: 'Ada@Example.test',
      name: 'Ada',
    });

    // The code is single-use at the provider too.
    await expect(
      client.exchangeCode({ code, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce }),
    ).rejects.toMatchObject({
      reason: 'invalid_grant',
    });
  });

  it('refuses a wrong PKCE verifier, an unregistered redirect URI and a wrong client secret', async () => {
    const client = createOidcClient({ issuer: provider.issuer, ...CLIENT, redirectUri: REDIRECT_URI });
    const attempt = {
      state: 'state-0123456789',
      nonce: 'nonce-0123456789',
      codeVerifier: generateCodeVerifier(),
    };
    /** Bo signs in at the provider again; `exchanger` trades the code with `codeVerifier`. */
    const exchangeBosCode = async (exchanger: OidcClient, codeVerifier: string) => {
      const back = await signInAtProvider(await client.authorizationUrl(attempt), BO);
      return exchanger.exchangeCode({
        code: back.searchParams.get('code') ?? '',
        codeVerifier,
        nonce: attempt.nonce,
      });
    };
    await expect(exchangeBosCode(client, generateCodeVerifier())).rejects.toMatchObject({
      reason: 'invalid_grant',
    });

    const stranger = createOidcClient({
      issuer: provider.issuer,
      ...CLIENT,
      redirectUri: 'http://evil.example/cb',
    });
    const refused = await fetch(await stranger.authorizationUrl(attempt));
    expect(refused.status).toBe(400);

    const wrongSecret = createOidcClient({
      issuer: provider.issuer,
      ...CLIENT,
      clientSecret: 'guess',
      redirectUri: REDIRECT_URI,
    });
    await expect(exchangeBosCode(wrongSecret, attempt.codeVerifier)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('refuses to start in production', async () => {
    await expect(
      startDevOidc({ ...CLIENT, redirectUris: [REDIRECT_URI], nodeEnv: 'production' }),
    ).rejects.toThrow(/production/);
  });
});
