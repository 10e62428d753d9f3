/**
 * A development identity provider: a small OpenID Connect server on loopback that stands in for
 * Google when no Google credentials are configured. It speaks the same protocol the API uses with
 * Google (discovery, authorization code with PKCE S256, state, nonce, RS256 id_token via JWKS), so
 * the real sign-in code path runs end to end. It refuses to start in production.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
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

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  subject: string;
  email: string;
  name: string;
  expiresAt: number;
}

/** Codes are exchanged within seconds of the redirect; a minute is generous. */
const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_SECONDS = 5 * 60;
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

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
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

function sendHtml(res: ServerResponse, status: number, html: string, formTargets: string[]): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // form-action also governs where the form's redirect may go: the registered redirect origins.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}`,
    'x-frame-options': 'DENY',
  });
  res.end(html);
}

function redirect(res: ServerResponse, to: URL): void {
  res.writeHead(302, { location: to.toString(), 'cache-control': 'no-store' });
  res.end();
}

export async function startDevOidc(options: DevOidcOptions): Promise<DevOidcServer> {
  if (options.nodeEnv === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error('The development identity provider does not run with NODE_ENV=production.');
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const host = options.host ?? '127.0.0.1';
  const redirectOrigins = [...new Set(options.redirectUris.map((uri) => new URL(uri).origin))];
  const html = (res: ServerResponse, status: number, body: string) =>
    sendHtml(res, status, body, redirectOrigins);
  let issuer = '';

  /** The authorization request's parameters, or the reason it cannot be honoured. */
  function checkAuthorizeRequest(
    params: URLSearchParams,
  ): { error: string } | { params: Record<string, string> } {
    const clientId = params.get('client_id');
    const redirectUri = params.get('redirect_uri');
    if (clientId !== options.clientId) return { error: 'Unknown client_id.' };
    if (!redirectUri || !options.redirectUris.includes(redirectUri))
      return { error: 'redirect_uri is not registered.' };
    if (params.get('response_type') !== 'code') return { error: 'Only response_type=code is supported.' };
    if (!params.get('scope')?.split(' ').includes('openid'))
      return { error: 'The openid scope is required.' };
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
      return { error: 'PKCE with code_challenge_method=S256 is required.' };
    }
    const kept: Record<string, string> = {};
    for (const name of AUTHORIZE_PARAMS) {
      const value = params.get(name);
      if (value !== null) kept[name] = value;
    }
    return { params: kept };
  }

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const checked = checkAuthorizeRequest(params);
    if ('error' in checked)
      return html(res, 400, `<!doctype html><title>Bad request</title><p>${escapeHtml(checked.error)}</p>`);
    const back = new URL(checked.params.redirect_uri ?? '');
    if (checked.params.state) back.searchParams.set('state', checked.params.state);

    if (req.method !== 'POST')
      return html(res, 200, signInPage(checked.params, null, { name: '', email: '' }));

    if (params.get('decision') === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return redirect(res, back);
    }
    const email = (params.get('email') ?? '').trim();
    const name = (params.get('name') ?? '').trim() || email.split('@')[0] || email;
    if (!EMAIL_PATTERN.test(email)) {
      return html(res, 400, signInPage(checked.params, 'Enter a valid email address.', { name, email }));
    }
    const code = randomBytes(32).toString('base64url');
    codes.set(code, {
      clientId: options.clientId,
      redirectUri: checked.params.redirect_uri ?? '',
      codeChallenge: checked.params.code_challenge ?? '',
      nonce: checked.params.nonce,
      subject: subjectForEmail(email),
      email,
      name,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    back.searchParams.set('code', code);
    return redirect(res, back);
  }

  function clientCredentials(
    req: IncomingMessage,
    form: URLSearchParams,
  ): { id: string; secret: string } | null {
    const basic = req.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const separator = decoded.indexOf(':');
      if (separator < 0) return null;
      return {
        id: decodeURIComponent(decoded.slice(0, separator)),
        secret: decodeURIComponent(decoded.slice(separator + 1)),
      };
    }
    const id = form.get('client_id');
    const secret = form.get('client_secret');
    return id && secret ? { id, secret } : null;
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const client = clientCredentials(req, form);
    if (!client || client.id !== options.clientId || !sameText(client.secret, options.clientSecret)) {
      return sendJson(res, 401, { error: 'invalid_client' });
    }
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
      pending.clientId !== client.id ||
      pending.redirectUri !== form.get('redirect_uri') ||
      !sameText(s256(verifier), pending.codeChallenge)
    ) {
      return sendJson(res, 400, { error: 'invalid_grant' });
    }
    const idToken = await new SignJWT({
      email: pending.email,
      email_verified: true,
      name: pending.name,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(pending.subject)
      .setAudience(pending.clientId)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
      .sign(privateKey);
    sendJson(res, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_TTL_SECONDS,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer || 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return sendJson(res, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            scopes_supported: ['openid', 'email', 'profile'],
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
            code_challenge_methods_supported: ['S256'],
            claims_supported: ['sub', 'email', 'email_verified', 'name', 'nonce'],
          });
        case 'GET /jwks':
          return sendJson(res, 200, { keys: [publicJwk] });
        case 'GET /authorize':
        case 'POST /authorize':
          return authorize(req, res, url);
        case 'POST /token':
          return token(req, res);
        default:
          return sendJson(res, 404, { error: 'not_found' });
      }
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 400, { error: 'invalid_request', error_description: String(error) });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  issuer = `http://${host}:${port}`;
  // Forget expired codes now and then so a long-running dev server does not grow.
  const sweep = setInterval(() => {
    for (const [code, pending] of codes) if (pending.expiresAt < Date.now()) codes.delete(code);
  }, CODE_TTL_MS).unref();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
