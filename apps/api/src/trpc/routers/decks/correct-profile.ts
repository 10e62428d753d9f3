import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckProfilePatchSchema, deckProfileSchema } from '@pitchfit/contracts/deck-profile';
import { correctDeckProfile } from '../../../domain/deck-profile/correct-deck-profile';
import { protectedProcedure } from '../../init';

export const correctProfileProcedure = protectedProcedure
  .input(deckIdSchema.extend({ corrections: deckProfilePatchSchema }))
  .output(deckProfileSchema)
  .mutation(({ ctx, input }) => correctDeckProfile(ctx.deps, ctx.actor.fundId, input.id, input.corrections));
