/**
 * A development identity provider: oauth2-mock-server (discovery, JWKS, RS256 id_tokens, PKCE and
 * nonce) on loopback, standing in for Google when no Google credentials are configured, behind a
 * sign-in page where any name and email signs in. The page and the checks the mock leaves out (its
 * client, its redirect URIs, single-use codes) live here, so the real sign-in code path runs end to
 * end and fails the way it would with Google. It refuses to start in production.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import { escapeHtml, signInPage } from './page';

export interface DevOidcOptions {
  clientId: string;
  clientSecret: string;
  /** The only redirect URIs the provider sends codes to. */
  redirectUris: string[];
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The process's NODE_ENV; production refuses to start. */
  nodeEnv: string | undefined;
}

export interface DevOidcServer {
  issuer: string;
  close(): Promise<void>;
}

interface Person {
  email: string;
  name: string;
}

interface PendingCode extends Person {
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

/** Codes are exchanged within seconds of the redirect; a minute is generous. */
const CODE_TTL_MS = 60_000;
const MAX_BODY_BYTES = 16 * 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
];

/** The same email is the same person on every sign-in, like a Google account's stable `sub`. */
export function subjectForEmail(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function startDevOidc(options: DevOidcOptions): Promise<DevOidcServer> {
  if (options.nodeEnv === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error('The development identity provider does not run with NODE_ENV=production.');
  }
  const mockIssuer = new OAuth2Issuer();
  await mockIssuer.keys.generate('RS256');
  const mock = new OAuth2Service(mockIssuer);
  const codes = new Map<string, PendingCode>();
  /** Who signs in with the token request being answered, for the id_token's claims. */
  const signingIn = new WeakMap<IncomingMessage, Person>();
  const formTargets = [...new Set(options.redirectUris.map((uri) => new URL(uri).origin))].join(' ');

  const html = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // form-action also governs where the form's redirect may go: the registered redirect origins.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets}`,
      'x-frame-options': 'DENY',
    });
    res.end(body);
  };

  mock.on('beforeAuthorizeRedirect', ({ url }, req) => {
    const code = url.searchParams.get('code');
    const query = new URL(req.url ?? '/', 'http://mock').searchParams;
    if (!code) return;
    codes.set(code, {
      email: query.get('email') ?? '',
      name: query.get('name') ?? '',
      redirectUri: query.get('redirect_uri') ?? '',
      codeChallenge: query.get('code_challenge') ?? '',
      expiresAt: Date.now() + CODE_TTL_MS,
    });
  });
  mock.on('beforeTokenSigning', (token, req) => {
    const person = signingIn.get(req);
    // Both the access token and the id_token pass here; only the id_token is addressed to the client.
    if (!person || token.payload.aud !== options.clientId) return;
    Object.assign(token.payload, { sub: subjectForEmail(person.email), email_verified: true, ...person });
  });

  /** The authorization request's parameters, or the reason it cannot be honoured. */
  function checkAuthorizeRequest(
    params: URLSearchParams,
  ): { error: string } | { params: Record<string, string> } {
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== options.clientId) return { error: 'Unknown client_id.' };
    if (!redirectUri || !options.redirectUris.includes(redirectUri))
      return { error: 'redirect_uri is not registered.' };
    if (params.get('response_type') !== 'code') return { error: 'Only response_type=code is supported.' };
    if (!params.get('scope')?.split(' ').includes('openid'))
      return { error: 'The openid scope is required.' };
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge'))
      return { error: 'PKCE with code_challenge_method=S256 is required.' };
    const kept: Record<string, string> = {};
    for (const name of AUTHORIZE_PARAMS) {
      const value = params.get(name);
      if (value !== null) kept[name] = value;
    }
    return { params: kept };
  }

  /** The sign-in page; its form posts back here, and a person who signs in is handed to the mock. */
  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const checked = checkAuthorizeRequest(params);
    if ('error' in checked)
      return html(res, 400, `<!doctype html><title>Bad request</title><p>${escapeHtml(checked.error)}</p>`);
    if (req.method !== 'POST')
      return html(res, 200, signInPage(checked.params, null, { name: '', email: '' }));

    if (params.get('decision') === 'deny') {
      const back = new URL(checked.params.redirect_uri ?? '');
      back.searchParams.set('error', 'access_denied');
      if (checked.params.state) back.searchParams.set('state', checked.params.state);
      res.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' });
      return void res.end();
    }
    const email = (params.get('email') ?? '').trim();
    const name = (params.get('name') ?? '').trim() || email.split('@')[0] || email;
    if (!EMAIL_PATTERN.test(email))
      return html(res, 400, signInPage(checked.params, 'Enter a valid email address.', { name, email }));
    req.method = 'GET';
    req.url = `/authorize?${new URLSearchParams({ ...checked.params, email, name })}`;
    mock.requestHandler(req, res);
  }

  /** Checks the client and the code as Google would, then lets the mock sign the tokens. */
  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const basic = req.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
    const [id = '', secret = ''] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
    if (id !== options.clientId || !sameText(secret, options.clientSecret))
      return sendJson(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code')
      return sendJson(res, 400, { error: 'unsupported_grant_type' });
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    // Single use: the code is gone whether or not the rest of the request is right.
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    if (
      !pending ||
      pending.expiresAt < Date.now() ||
      pending.redirectUri !== form.get('redirect_uri') ||
      !sameText(createHash('sha256').update(verifier).digest('base64url'), pending.codeChallenge)
    )
      return sendJson(res, 400, { error: 'invalid_grant' });
    signingIn.set(req, { email: pending.email, name: pending.name });
    // The body is read: the mock's parsers see a finished request and use this one.
    Object.assign(req, { body: Object.fromEntries(form) });
    mock.requestHandler(req, res);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', mockIssuer.url ?? 'http://localhost');
    const handle = async () => {
      if (url.pathname === '/authorize') return authorize(req, res, url);
      if (req.method === 'POST' && url.pathname === '/token') return token(req, res);
      return mock.requestHandler(req, res);
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 400, { error: 'invalid_request', error_description: String(error) });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  mockIssuer.url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  // Forget expired codes now and then so a long-running dev server does not grow.
  const sweep = setInterval(() => {
    for (const [code, pending] of codes) if (pending.expiresAt < Date.now()) codes.delete(code);
  }, CODE_TTL_MS).unref();

  return {
    issuer: mockIssuer.url,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
