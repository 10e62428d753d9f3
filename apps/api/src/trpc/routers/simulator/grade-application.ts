import { applicationSchema, gradeResultSchema } from '@pitchfit/contracts/application';
import { gradeApplication } from '../../../domain/simulator/grade-application';
import { publicProcedure } from '../../init';
import { rateLimited } from '../../rate-limit';

export const gradeApplicationProcedure = publicProcedure
  .use(rateLimited('applicationGrade'))
  .input(applicationSchema)
  .output(gradeResultSchema)
  .mutation(({ ctx, input }) => gradeApplication(ctx.deps, input));
