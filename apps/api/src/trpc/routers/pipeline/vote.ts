import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckVotesSchema, voteRequestSchema } from '@pitchfit/contracts/pipeline';
import { fundMemberIds } from '../../../domain/pipeline/fund-actor';
import { setVote } from '../../../domain/pipeline/set-vote';
import { fundProcedure } from '../../fund-procedure';

export const voteProcedure = fundProcedure
  .input(deckIdSchema.extend(voteRequestSchema.shape))
  .output(deckVotesSchema)
  .mutation(async ({ ctx, input: { id, ...body } }) =>
    setVote(ctx.deps, ctx.actor, id, body, await fundMemberIds(ctx.deps.db, ctx.actor.fundId)),
  );
