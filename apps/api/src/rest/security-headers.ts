import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { QUEUE_DASHBOARD_PATH } from '../operations/queue-dashboard';

type Directives = Record<string, string[]>;

/** Header names as helmet writes them, with their values, in its order. */
type SecurityHeaders = readonly (readonly [name: string, value: string])[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page's own policy (PAGE_POLICIES), set by installSecurityHeaders; the app's otherwise. */
    securityHeaders?: SecurityHeaders;
  }
}

/**
 * The web app's policy: everything from this origin, nothing inline. Vite emits only external
 * module scripts and stylesheets, and React sets styles through the DOM, which CSP allows.
 */
function appDirectives(publicUrl: string): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Only behind https: on plain http it would send the browser to a port nothing listens on.
    ...(publicUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Pages whose UI ships in an npm package get their own policy, on their routes only; scripts
 * still come from this origin alone. bull-board's page has inline styles (its loading screen) and
 * loads IBM Plex from Google Fonts.
 */
const PAGE_POLICIES: { path: string; overrides: Directives }[] = [
  {
    path: QUEUE_DASHBOARD_PATH,
    overrides: {
      'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
      'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    },
  },
  // Swagger UI adds a <style> element at run time.
  { path: '/api/docs', overrides: { 'style-src': ["'self'", "'unsafe-inline'"] } },
];

/**
 * The headers helmet's middleware writes for `directives`, recorded once: with a static policy they
 * are the same on every answer, and running helmet per request (as @fastify/helmet does: it rebuilds
 * the middleware and parses the policy each time) cost about 4% of the API's time on the deck list.
 */
function helmetHeaders(directives: Directives): SecurityHeaders {
  const response = new RecordingResponse(new IncomingMessage(new Socket()));
  helmet({ contentSecurityPolicy: { useDefaults: false, directives } })(response.req, response, (error) => {
    if (error) throw error;
  });
  return response.written;
}

/** A response that keeps each header as it was set, name spelled as given. */
class RecordingResponse extends ServerResponse {
  readonly written: [name: string, value: string][] = [];
  override setHeader(name: string, value: number | string | readonly string[]): this {
    this.written.push([name, String(value)]);
    return super.setHeader(name, value);
  }
}

/**
 * Helmet's headers on every answer: the web app's policy by default, PAGE_POLICIES on their routes. CORS admits PUBLIC_URL's origin alone. Install before any route.
 */
export async function installSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const appHeaders = helmetHeaders(appDirectives(publicUrl));
  app.addHook('onRoute', (route) => {
    const page = PAGE_POLICIES.find(({ path }) => route.url === path || route.url.startsWith(`${path}/`));
    if (!page) return;
    const securityHeaders = helmetHeaders({ ...appDirectives(publicUrl), ...page.overrides });
    route.config = { ...route.config, securityHeaders };
  });
  // Written on the raw response, as helmet writes them, so they come out in the same place and order.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.routeOptions.config.securityHeaders ?? appHeaders)
      reply.raw.setHeader(name, value);
    done();
  });
  await app.register(fastifyCors, {
    origin: [new URL(publicUrl).origin],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // An OPTIONS without the preflight headers is not a refusal worth a plain-text 400: it gets the
    // same empty answer as a preflight from an origin the policy does not name.
    strictPreflight: false,
  });
}
