import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialsMissing } from '../domain/auth/errors';
import { resolveSession, type Session, type SessionResolverDeps } from '../domain/auth/resolve-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'investor'`: the route needs a signed-in investor (bearer access token). */
    auth?: 'investor';
  }
  interface FastifyRequest {
    investorSession: Session | null;
  }
}

export const BEARER_SECURITY_SCHEME = 'bearerAuth';

/**
 * Installs bearer-token authentication for REST routes that declare `config: { auth: 'investor' }`:
 * the session is resolved before the handler runs (401 otherwise), and the route's OpenAPI entry
 * gets the bearer security requirement, so docs and enforcement come from one flag. Must run
 * before routes (and the OpenAPI plugin) are registered.
 */
export function installRestAuth(app: FastifyInstance, deps: SessionResolverDeps): void {
  app.decorateRequest('investorSession', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'investor') return;
    route.schema = { ...route.schema, security: [{ [BEARER_SECURITY_SCHEME]: [] }] };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.auth !== 'investor') return;
    reply.header('www-authenticate', 'Bearer');
    request.investorSession = await resolveSession(deps, request.headers.authorization);
    reply.removeHeader('www-authenticate');
  });
}

/** The session of a route declared with `auth: 'investor'`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.investorSession) throw credentialsMissing();
  return request.investorSession;
}
