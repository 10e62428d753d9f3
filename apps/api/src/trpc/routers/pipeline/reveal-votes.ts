import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckVotesSchema } from '@pitchfit/contracts/pipeline';
import { fundMemberIds } from '../../../domain/fund/fund-member-ids';
import { revealVotes } from '../../../domain/pipeline/reveal-votes';
import { protectedProcedure } from '../../init';

export const revealVotesProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckVotesSchema)
  .mutation(async ({ ctx, input }) =>
    revealVotes(ctx.deps, ctx.actor, input.id, await fundMemberIds(ctx.deps.db, ctx.actor.fundId)),
  );
