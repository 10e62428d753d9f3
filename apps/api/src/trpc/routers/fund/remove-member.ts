import { fundMemberIdSchema, fundMembersSchema } from '@pitchfit/contracts/fund';
import { removeFundMember } from '../../../domain/fund/remove-fund-member';
import { protectedProcedure } from '../../init';

export const removeMemberProcedure = protectedProcedure
  .input(fundMemberIdSchema)
  .output(fundMembersSchema)
  .mutation(({ ctx, input }) => removeFundMember(ctx.deps, ctx.actor, input.id));
