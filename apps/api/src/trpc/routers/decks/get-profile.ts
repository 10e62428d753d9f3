import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckProfileSchema } from '@pitchfit/contracts/deck-profile';
import { getDeckProfile } from '../../../domain/deck-profile/get-deck-profile';
import { protectedProcedure } from '../../init';

export const getProfileProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckProfileSchema)
  .query(({ ctx, input }) => getDeckProfile(ctx.deps.db, ctx.actor.fundId, input.id));
