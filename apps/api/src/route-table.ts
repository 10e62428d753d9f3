import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** The route's path as registered, parameters as `:name` (`/api/pitch/:username/submit/`). */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route this server answers, filled as routes are registered. */
    servedRoutes: ServedRoute[];
  }
}

/**
 * Records every route registered after it, in the server's own terms, so what depends on the set of
 * routes (reserved usernames, the route fuzzer) is derived from it rather than listed by hand.
 * Call before registering any route.
 */
export function recordServedRoutes(app: FastifyInstance, routes: ServedRoute[]): void {
  app.decorate('servedRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
}

/**
 * The first path segments the server answers under (`api`, `trpc`, `metrics`, `admin`, ...), in
 * lower case; parameters and wildcards are not names. A username equal to one would read as part of
 * the product, so these are reserved.
 */
export function firstPathSegments(routes: readonly ServedRoute[]): Set<string> {
  const segments = new Set<string>();
  for (const { url } of routes) {
    const first = url.split('/')[1] ?? '';
    if (first && !first.startsWith(':') && !first.includes('*')) segments.add(first.toLowerCase());
  }
  return segments;
}
