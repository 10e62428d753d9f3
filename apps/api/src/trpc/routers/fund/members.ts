import { fundMembersSchema } from '@pitchfit/contracts/fund';
import { listFundMembers } from '../../../domain/fund/list-fund-members';
import { protectedProcedure } from '../../init';

export const membersProcedure = protectedProcedure
  .output(fundMembersSchema)
  .query(({ ctx }) => listFundMembers(ctx.deps, ctx.actor));
