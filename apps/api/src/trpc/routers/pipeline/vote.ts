import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckVotesSchema, voteRequestSchema } from '@pitchfit/contracts/pipeline';
import { fundMemberIds } from '../../../domain/fund/fund-member-ids';
import { setVote } from '../../../domain/pipeline/set-vote';
import { protectedProcedure } from '../../init';

export const voteProcedure = protectedProcedure
  .input(deckIdSchema.extend(voteRequestSchema.shape))
  .output(deckVotesSchema)
  .mutation(async ({ ctx, input: { id, ...body } }) =>
    setVote(ctx.deps, ctx.actor, id, body, await fundMemberIds(ctx.deps.db, ctx.actor.fundId)),
  );
