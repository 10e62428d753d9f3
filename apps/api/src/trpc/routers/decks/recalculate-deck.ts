import { deckIdSchema, recalculateResponseSchema } from '@pitchfit/contracts/deck';
import { recalculateDeck } from '../../../domain/decks/recalculate-deck';
import { protectedProcedure } from '../../init';

export const recalculateDeckProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(recalculateResponseSchema)
  .mutation(({ ctx, input }) => recalculateDeck(ctx.deps, ctx.actor.fundId, input.id));
