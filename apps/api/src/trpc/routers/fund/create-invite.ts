import { fundInviteSchema } from '@pitchfit/contracts/fund';
import { createFundInvite } from '../../../domain/fund/create-fund-invite';
import { protectedProcedure } from '../../init';

export const createInviteProcedure = protectedProcedure
  .output(fundInviteSchema)
  .mutation(({ ctx }) => createFundInvite(ctx.deps, ctx.actor));
