import { deckNoteSchema, noteIdParamsSchema, noteRequestSchema } from '@pitchfit/contracts/pipeline';
import { editNote } from '../../../domain/pipeline/edit-note';
import { fundProcedure } from '../../fund-procedure';

export const editNoteProcedure = fundProcedure
  .input(noteIdParamsSchema.extend(noteRequestSchema.shape))
  .output(deckNoteSchema)
  .mutation(({ ctx, input: { id, noteId, ...body } }) =>
    editNote(ctx.deps, ctx.actor, { deckId: id, noteId }, body),
  );
