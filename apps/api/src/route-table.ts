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
export function recordServedRoutes(app: FastifyInstance): void {
  const routes: ServedRoute[] = [];
  app.decorate('servedRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
}
