import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckNotesSchema } from '@pitchfit/contracts/pipeline';
import { listNotes } from '../../../domain/pipeline/list-notes';
import { protectedProcedure } from '../../init';

export const notesProcedure = protectedProcedure
  .input(deckIdSchema)
  .output(deckNotesSchema)
  .query(({ ctx, input }) => listNotes(ctx.deps, ctx.actor, input.id));
