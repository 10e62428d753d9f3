import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckStageAnswerSchema, deckStageRequestSchema } from '@pitchfit/contracts/pipeline';
import { moveDeckStage } from '../../../domain/pipeline/move-deck-stage';
import { protectedProcedure } from '../../init';

export const moveStageProcedure = protectedProcedure
  .input(deckIdSchema.extend(deckStageRequestSchema.shape))
  .output(deckStageAnswerSchema)
  .mutation(({ ctx, input: { id, ...body } }) => moveDeckStage(ctx.deps, ctx.actor, id, body));
