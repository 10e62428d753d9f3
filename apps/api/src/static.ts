import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundHandler } from './rest/client-errors';

const API_PATHS = /^\/(api|trpc|admin|healthz|readyz|metrics)(\/|$)/;

export interface WebAppOptions {
  /**
   * Whether the build's source maps may be served. The build writes them (stack traces in the
   * browser's tools map back to our sources), but in production they would publish the whole web
   * app's source with comments, so there they answer 404 like any missing file.
   */
  serveSourceMaps: boolean;
}

/** Serves the built web app; any other GET that is not an API path gets index.html (client-side routing). */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): each is
    // sent to clients that accept it, with Content-Encoding and Vary: Accept-Encoding; any file
    // without one, and any client that accepts neither, gets the file as it is.
    preCompressed: true,
    allowedPath: (path) => options.serveSourceMaps || !path.endsWith('.map'),
    // Hashed chunks can be cached for good; index.html must always be revalidated.
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !API_PATHS.test(path) && !path.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return notFoundHandler(request, reply);
  });
}
