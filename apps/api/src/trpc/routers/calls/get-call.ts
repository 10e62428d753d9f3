import { deckCallSchema } from '@pitchfit/contracts/calls';
import { deckIdSchema } from '@pitchfit/contracts/deck';
import { getDeckCall } from '../../../domain/calls/get-deck-call';
import { protectedProcedure } from '../../init';

export const getCallProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckCallSchema)
  .query(({ ctx, input }) => getDeckCall(ctx.deps, ctx.actor, input.id));
