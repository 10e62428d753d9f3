import { applicationSchema, gradeResultSchema } from '@pitchfit/contracts/application';
import { gradeApplication } from '../../../domain/simulator/grade-application';
import { rateLimited } from '../../../operations/trpc-rate-limit';
import { publicProcedure } from '../../init';

export const gradeApplicationProcedure = publicProcedure
  .use(rateLimited('applicationGrade'))
  .input(applicationSchema)
  .output(gradeResultSchema)
  .mutation(({ ctx, input }) => gradeApplication(ctx.deps, input));
