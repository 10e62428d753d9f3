import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckActivitySchema } from '@pitchfit/contracts/pipeline';
import { getDeckActivity } from '../../../domain/pipeline/get-deck-activity';
import { protectedProcedure } from '../../init';

export const activityProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckActivitySchema)
  .query(({ ctx, input }) => getDeckActivity(ctx.deps, ctx.actor, input.id));
