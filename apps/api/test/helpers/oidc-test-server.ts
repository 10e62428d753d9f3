import { OAuth2Server } from 'oauth2-mock-server';

export interface TestIdentity {
  sub: string;
  email: string;
  email_verified: boolean | string;
  name?: string;
}

export interface OidcTestServer {
  issuer: string;
  clientId: string;
  /** Who signs in on the next authorization (until changed). */
  signInAs(identity: TestIdentity): void;
  /** Edits the claims of the next id_token only (after the identity is applied). */
  tamperNextIdToken(edit: (claims: Record<string, unknown>) => void): void;
  /** Makes the next token request fail with this OAuth error. */
  failNextTokenRequest(error: string): void;
  /** Plays the browser at the provider: follows `authUrl` and returns the code and state sent back. */
  authorize(authUrl: string): Promise<{ code: string; state: string | null; redirectedTo: URL }>;
  close(): Promise<void>;
}

let counter = 0;

export function randomIdentity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 8)}`;
  return {
    sub: `sub-${id}`,
    email: `investor-${id}@example.test`,
    email_verified: true,
    name: `Investor ${id}`,
    ...overrides,
  };
}

/**
 * oauth2-mock-server on loopback, standing in for Google: discovery, PKCE, nonce and RS256 id_tokens
 * are real; who signs in is set per test. Its `issuer.url` must be set when binding 127.0.0.1.
 */
export async function startOidcTestServer(clientId = 'pitchfit-test-client'): Promise<OidcTestServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;

  let identity = randomIdentity();
  let tamper: ((claims: Record<string, unknown>) => void) | null = null;
  server.service.on('beforeTokenSigning', (token) => {
    // Both the access token and the id_token pass here; only the id_token is addressed to the client.
    if (token.payload.aud !== clientId) return;
    Object.assign(token.payload, identity);
    if (tamper) {
      tamper(token.payload);
      tamper = null;
    }
  });

  return {
    issuer,
    clientId,
    signInAs: (next) => {
      identity = next;
    },
    tamperNextIdToken: (edit) => {
      tamper = edit;
    },
    failNextTokenRequest: (error) => {
      server.service.once('beforeResponse', (response) => {
        response.statusCode = 400;
        response.body = { error };
      });
    },
    authorize: async (authUrl) => {
      const response = await fetch(authUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
      const redirectedTo = new URL(location);
      const code = redirectedTo.searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      return { code, state: redirectedTo.searchParams.get('state'), redirectedTo };
    },
    close: () => server.stop(),
  };
}
