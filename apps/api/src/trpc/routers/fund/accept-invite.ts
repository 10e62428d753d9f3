import { fundMembersSchema, inviteTokenSchema } from '@pitchfit/contracts/fund';
import { acceptFundInvite } from '../../../domain/fund/accept-fund-invite';
import { protectedProcedure } from '../../init';

export const acceptInviteProcedure = protectedProcedure
  .input(inviteTokenSchema)
  .output(fundMembersSchema)
  .mutation(({ ctx, input }) => acceptFundInvite(ctx.deps, ctx.actor, input.token));
