import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckVersionsSchema } from '@pitchfit/contracts/deck-versions';
import { getDeckVersions } from '../../../domain/decks/deck-versions';
import { protectedProcedure } from '../../init';

export const deckVersionsProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckVersionsSchema)
  .query(({ ctx, input }) => getDeckVersions(ctx.deps.db, ctx.actor.fundId, input.id));
