import { DomainError } from '@pitchfit/contracts/errors';
import { initTRPC } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps } from '../deps';
import { toTrpcError } from './errors';

export interface TrpcContext {
  deps: AppDeps;
  clientIp: string;
}

export function createContextFactory(deps: AppDeps) {
  return ({ req }: CreateFastifyContextOptions): TrpcContext => ({ deps, clientIp: req.ip });
}

const t = initTRPC.context<TrpcContext>().create({
  // Per-field messages travel with the error; stacks never do, nor the text of an unexpected
  // failure (a database error quotes its SQL and parameters): that goes to the log only.
  errorFormatter: ({ shape, error }) => {
    const { stack: _stack, ...data } = shape.data;
    const fields = error.cause instanceof DomainError ? (error.cause.fields ?? null) : null;
    const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error.' : shape.message;
    return { ...shape, message, data: { ...data, fields } };
  },
});

/** Domain errors become their tRPC codes here, once, for every procedure. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTrpcError(result.error.cause);
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const publicProcedure = t.procedure.use(mapDomainErrors);
