import { thesisReadingSchema } from '@pitchfit/contracts/thesis-reading';
import { getThesisReading } from '../../../domain/thesis/get-thesis-reading';
import { protectedProcedure } from '../../init';

export const getReadingProcedure = protectedProcedure
  .output(thesisReadingSchema)
  .query(({ ctx }) => getThesisReading(ctx.deps, ctx.actor.fundId));
