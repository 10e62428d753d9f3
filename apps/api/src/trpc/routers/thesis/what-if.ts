import { whatIfRequestSchema, whatIfResponseSchema } from '@pitchfit/contracts/thesis-reading';
import { whatIfThesis } from '../../../domain/thesis/what-if';
import { protectedProcedure } from '../../init';

export const whatIfProcedure = protectedProcedure
  .input(whatIfRequestSchema)
  .output(whatIfResponseSchema)
  .mutation(({ ctx, input }) => whatIfThesis(ctx.deps, ctx.actor.fundId, input));
