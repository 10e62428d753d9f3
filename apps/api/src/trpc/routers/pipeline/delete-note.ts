import { noteIdParamsSchema } from '@pitchfit/contracts/pipeline';
import { z } from 'zod';
import { deleteNote } from '../../../domain/pipeline/delete-note';
import { protectedProcedure } from '../../init';

export const deleteNoteProcedure = protectedProcedure
  .input(noteIdParamsSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => deleteNote(ctx.deps, ctx.actor, { deckId: input.id, noteId: input.noteId }));
