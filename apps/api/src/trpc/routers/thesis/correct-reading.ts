import {
  readingCorrectionsRequestSchema,
  readingUpdateResponseSchema,
} from '@pitchfit/contracts/thesis-reading';
import { correctThesisReading } from '../../../domain/thesis/correct-thesis-reading';
import { protectedProcedure } from '../../init';

export const correctReadingProcedure = protectedProcedure
  .input(readingCorrectionsRequestSchema)
  .output(readingUpdateResponseSchema)
  .mutation(({ ctx, input }) => correctThesisReading(ctx.deps, ctx.actor, input));
