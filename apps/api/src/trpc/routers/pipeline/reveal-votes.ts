import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckVotesSchema } from '@pitchfit/contracts/pipeline';
import { fundMemberIds } from '../../../domain/pipeline/fund-actor';
import { revealVotes } from '../../../domain/pipeline/reveal-votes';
import { fundProcedure } from '../../fund-procedure';

export const revealVotesProcedure = fundProcedure
  .input(deckIdSchema)
  .output(deckVotesSchema)
  .mutation(async ({ ctx, input }) =>
    revealVotes(ctx.deps, ctx.actor, input.id, await fundMemberIds(ctx.deps.db, ctx.actor.fundId)),
  );
