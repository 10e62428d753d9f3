import { answersRequestSchema, answersResponseSchema } from '@pitchfit/contracts/profile';
import { submitAnswers } from '../../../domain/profile/submit-answers';
import { protectedProcedure } from '../../init';

export const submitAnswersProcedure = protectedProcedure
  .input(answersRequestSchema)
  .output(answersResponseSchema)
  .mutation(({ ctx, input }) => submitAnswers(ctx.deps, ctx.actor, input.answers));
