import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckNoteSchema, noteRequestSchema } from '@pitchfit/contracts/pipeline';
import { addNote } from '../../../domain/pipeline/add-note';
import { protectedProcedure } from '../../init';

export const addNoteProcedure = protectedProcedure
  .input(deckIdSchema.extend(noteRequestSchema.shape))
  .output(deckNoteSchema)
  .mutation(({ ctx, input: { id, ...body } }) => addNote(ctx.deps, ctx.actor, id, body));
