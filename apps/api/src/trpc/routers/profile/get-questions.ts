import { profileQuestionsResponseSchema } from '@pitchfit/contracts/profile';
import { getProfileQuestions } from '../../../domain/profile/get-profile-questions';
import { protectedProcedure } from '../../init';

export const getQuestionsProcedure = protectedProcedure
  .output(profileQuestionsResponseSchema)
  .query(({ ctx }) => getProfileQuestions(ctx.deps.db, ctx.actor.fundId));
