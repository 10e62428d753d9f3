import { deckIdSchema, deckSchema } from '@pitchfit/contracts/deck';
import { getDeck } from '../../../domain/decks/get-deck';
import { protectedProcedure } from '../../init';

export const getDeckProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckSchema)
  .query(({ ctx, input }) => getDeck(ctx.deps.db, ctx.actor.fundId, input.id));
