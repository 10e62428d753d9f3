import type { FundActor } from '@pitchfit/contracts/fund';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialsMissing } from '../domain/auth/errors';
import {
  type ActorSession,
  resolveSession,
  type Session,
  type SessionResolverDeps,
  verifyAccessToken,
} from '../domain/auth/resolve-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'investor'`: the route needs a signed-in investor (bearer access token, session live in the
     * database). `'investor-checked-by-handler'`: the same, but only the token is verified here and the
     * handler's own statement must check the session (one round trip instead of two, for the hottest
     * read: the deck list); a handler that does not is a hole.
     */
    auth?: 'investor' | 'investor-checked-by-handler';
  }
  interface FastifyRequest {
    /** The session; with its fund actor when the route's `auth` is `'investor'`. */
    investorSession: Session | ActorSession | null;
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
    if (route.config?.auth === undefined) return;
    route.schema = { ...route.schema, security: [{ [BEARER_SECURITY_SCHEME]: [] }] };
  });
  app.addHook('onRequest', async (request, reply) => {
    const auth = request.routeOptions.config.auth;
    if (auth === undefined) return;
    reply.header('www-authenticate', 'Bearer');
    request.investorSession =
      auth === 'investor'
        ? await resolveSession(deps, request.headers.authorization)
        : await verifyAccessToken(deps, request.headers.authorization);
    reply.removeHeader('www-authenticate');
  });
}

/** The session of a route declared with `auth: 'investor'`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.investorSession) throw credentialsMissing();
  return request.investorSession;
}

/** Who acts, for which fund, on a route declared with `auth: 'investor'`. */
export function actorOf(request: FastifyRequest): FundActor {
  const session = request.investorSession;
  if (!session || !('actor' in session)) throw credentialsMissing();
  return session.actor;
}
