import type { ApiServer } from '../../src/server';
import type { OidcTestServer } from './oidc-test-server';

export interface Browser {
  /** The login-state cookie this "browser" holds, as a Cookie header value. */
  cookie: string;
  state: string;
  authUrl: string;
}

function cookieOf(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = first?.split(';')[0];
  if (!pair) throw new Error('the login URL call set no cookie');
  return pair;
}

/** GET /api/auth/google/login/ as a browser would: keeps the cookie, returns the provider URL. */
export async function startSignIn(app: ApiServer): Promise<Browser> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/google/login/' });
  if (response.statusCode !== 200)
    throw new Error(`login URL answered ${response.statusCode}: ${response.body}`);
  const authUrl = response.json<{ auth_url: string }>().auth_url;
  const state = new URL(authUrl).searchParams.get('state') ?? '';
  return { cookie: cookieOf(response.headers['set-cookie']), state, authUrl };
}

/** Signs in at the provider and returns the Google code the callback page would see. */
export async function codeFromProvider(provider: OidcTestServer, browser: Browser): Promise<string> {
  const { code, state } = await provider.authorize(browser.authUrl);
  if (state !== browser.state) throw new Error('the provider changed the state');
  return code;
}

/** POST /api/auth/google/callback/ from `browser`. */
export function postCallback(
  app: ApiServer,
  browser: Pick<Browser, 'cookie'>,
  body: { code: string; state?: string; access_code?: string },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/google/callback/',
    headers: { cookie: browser.cookie, ...headers },
    payload: body,
  });
}
