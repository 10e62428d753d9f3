import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { JSON_BODY_LIMIT_BYTES } from '@pitchfit/contracts/constants';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { httpTimeouts } from './http-timeouts';
import { installHttpMetrics } from './operations/metrics/http-metrics';
import { operatorRoutes } from './operations/operator-routes';
import { frameworkErrorHandler, notFoundHandler } from './rest/client-errors';
import { restErrorHandler } from './rest/errors';
import { installRestRateLimits } from './rest/rate-limit';
import { BEARER_SECURITY_SCHEME, installRestAuth } from './rest/rest-auth';
import { authRoutes } from './rest/routes/auth';
import { callRoutes } from './rest/routes/calls';
import { deckProfileRoutes } from './rest/routes/deck-profile';
import { deckRoutes } from './rest/routes/decks';
import { founderStatusRoutes } from './rest/routes/founder-status';
import { fundRoutes } from './rest/routes/fund';
import { healthRoutes } from './rest/routes/health';
import { pipelineRoutes } from './rest/routes/pipeline';
import { pitchRoutes } from './rest/routes/pitch';
import { profileRoutes } from './rest/routes/profile';
import { thesisRoutes } from './rest/routes/thesis';
import { trymbinatorRoutes } from './rest/routes/trymbinator';
import { vcRoutes } from './rest/routes/vc';
import { installSecurityHeaders } from './rest/security-headers';
import { recordServedRoutes } from './route-table';
import { serveWebApp } from './static';
import { createContextFactory } from './trpc/init';
import { rateLimitHeaders } from './trpc/rate-limit';
import { type AppRouter, appRouter } from './trpc/routers/_app';
import { trpcTransportGuard } from './trpc/transport-guard';

export interface BuildServerOptions {
  /** The process's pino logger; without one the server logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

/** Builds the whole HTTP surface without listening: tests use `inject()` or listen on port 0. */
export async function buildServer(deps: AppDeps, options: BuildServerOptions = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: deps.env.TRUST_PROXY,
    frameworkErrors: frameworkErrorHandler,
    ...httpTimeouts(deps.env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(restErrorHandler);
  recordServedRoutes(app, deps.servedRoutes);
  // Before any route, so each is covered: security headers and CORS, rate limits, request metrics.
  await installSecurityHeaders(app, deps.env.PUBLIC_URL);
  installRestRateLimits(app, deps.operations.rateLimiter);
  installHttpMetrics(app, deps.operations.httpMetrics);
  installRestAuth(app, deps);
  await app.register(fastifyCookie);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pitchfit API',
        description: 'REST endpoints of Pitchfit. The web app uses the same operations over tRPC at /trpc.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          [BEARER_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(deps));
  await app.register(operatorRoutes(deps));
  await app.register(
    async (api) => {
      await api.register(trymbinatorRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(vcRoutes(deps));
      await api.register(pitchRoutes(deps));
      await api.register(founderStatusRoutes(deps));
      await api.register(deckRoutes(deps));
      await api.register(profileRoutes(deps));
      await api.register(thesisRoutes(deps));
      await api.register(callRoutes(deps));
      await api.register(deckProfileRoutes(deps));
      await api.register(fundRoutes(deps));
      await api.register(pipelineRoutes(deps));
    },
    { prefix: '/api' },
  );

  await app.register(async (trpc) => {
    // The REST document describes REST: tRPC's catch-all route (every method on /trpc/*) stays out of it.
    trpc.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    trpc.addHook('onRequest', trpcTransportGuard);
    await trpc.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(deps),
        responseMeta: rateLimitHeaders,
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error, path }, 'tRPC procedure failed');
          else app.log.info({ code: error.code, path }, 'tRPC call refused');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  // Open deck streams end first, or the server's close would wait for every browser to go away.
  app.addHook('preClose', () => deps.deckChanges.hub.close());

  if (deps.env.WEB_DIST_DIR)
    await serveWebApp(app, deps.env.WEB_DIST_DIR, { serveSourceMaps: deps.env.NODE_ENV !== 'production' });
  else app.setNotFoundHandler(notFoundHandler);
  return app;
}

export type ApiServer = Awaited<ReturnType<typeof buildServer>>;
