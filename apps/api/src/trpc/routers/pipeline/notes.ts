import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckNotesSchema } from '@pitchfit/contracts/pipeline';
import { listNotes } from '../../../domain/pipeline/list-notes';
import { fundProcedure } from '../../fund-procedure';

export const notesProcedure = fundProcedure
  .input(deckIdSchema)
  .output(deckNotesSchema)
  .query(({ ctx, input }) => listNotes(ctx.deps, ctx.actor, input.id));
