import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard';

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
 * Pages that ship their own UI from npm packages need inline styles (bull-board's loading screen
 * and components, Swagger UI's injected styles); scripts still come only from this origin. Their
 * external fonts (Google Fonts) stay blocked on purpose: the UI falls back to system fonts.
 */
const RELAXED_PATHS = [QUEUE_DASHBOARD_PATH, '/api/docs'];
function relaxedDirectives(publicUrl: string): Directives {
  return { ...appDirectives(publicUrl), 'style-src': ["'self'", "'unsafe-inline'"] };
}

/**
 * Helmet's headers on every answer, with the strict policy by default and the relaxed one on the
 * routes of RELAXED_PATHS only. CORS admits PUBLIC_URL's origin alone. Install before any route.
 */
export async function installSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const relaxed = { contentSecurityPolicy: { useDefaults: false, directives: relaxedDirectives(publicUrl) } };
  // Added before helmet so helmet's own onRoute hook sees the per-route option.
  app.addHook('onRoute', (route) => {
    if (RELAXED_PATHS.some((path) => route.url === path || route.url.startsWith(`${path}/`)))
      route.helmet = relaxed;
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(publicUrl) },
  });
  await app.register(fastifyCors, {
    origin: [new URL(publicUrl).origin],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}
