import { STREAM_TOKEN_PARAM } from '@pitchfit/contracts/auth';
import { DomainError } from '@pitchfit/contracts/errors';
import { initTRPC } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/auth/access-tokens';
import { resolveSession } from '../domain/auth/resolve-session';
import { unstorableValueError } from '../rest/client-errors';
import { databaseUnavailableError } from '../rest/database-unavailable';
import { toTrpcError } from './errors';

export interface TrpcContext {
  deps: AppDeps;
  clientIp: string;
  req: FastifyRequest;
  res: FastifyReply;
  /**
   * What a subscription's EventSource sent as tRPC `connectionParams` (EventSource cannot send an
   * Authorization header); null on ordinary calls.
   */
  connectionParams: Readonly<Record<string, string | undefined>> | null;
}

export interface ProcedureMeta {
  /** Set by `protectedProcedure`; the shared auth test enumerates procedures by it. */
  auth?: 'investor';
}

export function createContextFactory(deps: AppDeps) {
  return ({ req, res, info }: CreateFastifyContextOptions): TrpcContext => ({
    deps,
    clientIp: req.ip,
    req,
    res,
    connectionParams: info.connectionParams,
  });
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    sse: {
      // A comment every 15 s keeps proxies from closing a quiet stream; the client reconnects after
      // 40 s of silence (a dead connection the browser has not noticed).
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 40_000 },
      // A stream is authorized once, when it opens: ending it when its access token would have expired
      // makes the client reconnect with a fresh token, so a revoked session stops receiving in time.
      maxDurationMs: ACCESS_TOKEN_TTL_SECONDS * 1000,
    },
    // Per-field messages and the machine-readable reason travel with the error; stacks never do, nor
    // the text of an unexpected failure (a database error quotes its SQL and parameters): that goes
    // to the log only.
    errorFormatter: ({ shape, error }) => {
      const { stack: _stack, ...data } = shape.data;
      const domainError = error.cause instanceof DomainError ? error.cause : null;
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error.' : shape.message;
      return {
        ...shape,
        message,
        data: { ...data, fields: domainError?.fields ?? null, reason: domainError?.reason ?? null },
      };
    },
  });

/**
 * Domain errors become their tRPC codes here, once, for every procedure; so does a value the
 * database cannot store (a NUL byte, say), which is the client's mistake rather than a server error,
 * and an unreachable PostgreSQL, which is SERVICE_UNAVAILABLE with Retry-After rather than a 500.
 */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { cause } = result.error;
  const domainError =
    cause instanceof DomainError ? cause : (unstorableValueError(cause) ?? databaseUnavailableError(cause));
  if (domainError) throw toTrpcError(domainError);
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const publicProcedure = t.procedure.use(mapDomainErrors);

/**
 * The bearer credentials of a call: the Authorization header, or for a subscription (an EventSource,
 * which cannot set headers) the access token in its connectionParams. Only subscriptions read the
 * parameter, so no ordinary call can be authorized by a URL.
 */
function credentialsOf(ctx: TrpcContext, type: 'query' | 'mutation' | 'subscription'): string | undefined {
  if (ctx.req.headers.authorization) return ctx.req.headers.authorization;
  const token = type === 'subscription' ? ctx.connectionParams?.[STREAM_TOKEN_PARAM] : undefined;
  return token ? `Bearer ${token}` : undefined;
}

/**
 * A procedure for a signed-in investor: `ctx.session` and `ctx.actor` (the fund it acts for and the
 * partner acting) are always set; anything else answers UNAUTHORIZED.
 */
export const protectedProcedure = publicProcedure
  .meta({ auth: 'investor' })
  .use(async ({ ctx, type, next }) => {
    const session = await resolveSession(ctx.deps, credentialsOf(ctx, type));
    return next({ ctx: { session, actor: session.actor } });
  });
