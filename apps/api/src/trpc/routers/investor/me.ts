import { investorProfileSchema } from '@pitchfit/contracts/investor';
import { getInvestorProfile } from '../../../domain/investors/get-investor-profile';
import { protectedProcedure } from '../../init';

export const meProcedure = protectedProcedure
  .output(investorProfileSchema)
  .query(({ ctx }) => getInvestorProfile(ctx.deps.db, ctx.actor.fundId));
