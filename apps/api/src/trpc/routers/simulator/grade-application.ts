import { applicationSchema, gradeResultSchema } from '@pitchfit/contracts/application';
import { gradeApplication } from '../../../domain/simulator/grade-application';
import { publicProcedure } from '../../init';

export const gradeApplicationProcedure = publicProcedure
  .input(applicationSchema)
  .output(gradeResultSchema)
  .mutation(({ ctx, input }) => gradeApplication(ctx.deps, input));
