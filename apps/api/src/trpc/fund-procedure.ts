import { fundActorOf } from '../domain/pipeline/fund-actor';
import { protectedProcedure } from './init';

/** A procedure acting for a fund: `ctx.actor` is the signed-in member and the fund they act for. */
export const fundProcedure = protectedProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { actor: await fundActorOf(ctx.deps, ctx.session) } }),
);
