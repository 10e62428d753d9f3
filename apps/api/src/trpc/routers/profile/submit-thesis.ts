import { thesisRequestSchema, thesisResponseSchema } from '@pitchfit/contracts/profile';
import { submitThesis } from '../../../domain/profile/submit-thesis';
import { protectedProcedure } from '../../init';

export const submitThesisProcedure = protectedProcedure
  .input(thesisRequestSchema)
  .output(thesisResponseSchema)
  .mutation(({ ctx, input }) => submitThesis(ctx.deps, ctx.actor, input.thesis));
