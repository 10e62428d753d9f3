import { deckCallRequestSchema, deckCallSchema } from '@pitchfit/contracts/calls';
import { deckIdSchema } from '@pitchfit/contracts/deck';
import { setDeckCall } from '../../../domain/calls/set-deck-call';
import { protectedProcedure } from '../../init';

export const setCallProcedure = protectedProcedure
  .input(deckIdSchema.extend(deckCallRequestSchema.shape))
  .output(deckCallSchema)
  .mutation(({ ctx, input: { id, ...body } }) => setDeckCall(ctx.deps, ctx.actor, id, body));
