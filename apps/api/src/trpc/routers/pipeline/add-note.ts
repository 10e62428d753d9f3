import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckNoteSchema, noteRequestSchema } from '@pitchfit/contracts/pipeline';
import { addNote } from '../../../domain/pipeline/add-note';
import { fundProcedure } from '../../fund-procedure';

export const addNoteProcedure = fundProcedure
  .input(deckIdSchema.extend(noteRequestSchema.shape))
  .output(deckNoteSchema)
  .mutation(({ ctx, input: { id, ...body } }) => addNote(ctx.deps, ctx.actor, id, body));
