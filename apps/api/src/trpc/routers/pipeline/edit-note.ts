import { deckNoteSchema, noteIdParamsSchema, noteRequestSchema } from '@pitchfit/contracts/pipeline';
import { editNote } from '../../../domain/pipeline/edit-note';
import { protectedProcedure } from '../../init';

export const editNoteProcedure = protectedProcedure
  .input(noteIdParamsSchema.extend(noteRequestSchema.shape))
  .output(deckNoteSchema)
  .mutation(({ ctx, input: { id, noteId, ...body } }) =>
    editNote(ctx.deps, ctx.actor, { deckId: id, noteId }, body),
  );
