import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { QUEUE_DASHBOARD_PATH } from '../operations/queue-dashboard';

type Directives = Record<string, string[]>;

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
 * Helmet's headers on every answer: the web app's policy by default, PAGE_POLICIES on their routes. CORS admits PUBLIC_URL's origin alone. Install before any route.
 */
export async function installSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  // Added before helmet so helmet's own onRoute hook sees the per-route option.
  app.addHook('onRoute', (route) => {
    const page = PAGE_POLICIES.find(({ path }) => route.url === path || route.url.startsWith(`${path}/`));
    if (!page) return;
    const directives = { ...appDirectives(publicUrl), ...page.overrides };
    route.helmet = { contentSecurityPolicy: { useDefaults: false, directives } };
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(publicUrl) },
  });
  await app.register(fastifyCors, {
    origin: [new URL(publicUrl).origin],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // An OPTIONS without the preflight headers is not a refusal worth a plain-text 400: it gets the
    // same empty answer as a preflight from an origin the policy does not name.
    strictPreflight: false,
  });
}
