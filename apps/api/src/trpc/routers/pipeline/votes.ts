import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckVotesSchema } from '@pitchfit/contracts/pipeline';
import { fundMemberIds } from '../../../domain/pipeline/fund-actor';
import { getVotes } from '../../../domain/pipeline/get-votes';
import { fundProcedure } from '../../fund-procedure';

export const votesProcedure = fundProcedure
  .input(deckIdSchema)
  .output(deckVotesSchema)
  .query(async ({ ctx, input }) =>
    getVotes(ctx.deps, ctx.actor, input.id, await fundMemberIds(ctx.deps.db, ctx.actor.fundId)),
  );
