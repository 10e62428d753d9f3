import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckVotesSchema } from '@pitchfit/contracts/pipeline';
import { fundMemberIds } from '../../../domain/fund/fund-member-ids';
import { getVotes } from '../../../domain/pipeline/get-votes';
import { protectedProcedure } from '../../init';

export const votesProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckVotesSchema)
  .query(async ({ ctx, input }) =>
    getVotes(ctx.deps, ctx.actor, input.id, await fundMemberIds(ctx.deps.db, ctx.actor.fundId)),
  );
