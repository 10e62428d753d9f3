import type { FundActor } from '@pitchfit/contracts/fund';
import { eq } from '@pitchfit/db/orm';
import { deckActivity, deckNotes } from '@pitchfit/db/schema';
import { requireAuthoredNote } from './authored-note';
import { announceDeckChange, type PipelineDeps } from './pipeline-deps';

/** The author deletes their note: it leaves the list, but its row and edits stay, as does the timeline. */
export async function deleteNote(
  deps: PipelineDeps,
  actor: FundActor,
  ids: { deckId: string; noteId: string },
): Promise<void> {
  const deckId = await deps.db.transaction(async (tx) => {
    const note = await requireAuthoredNote(tx, actor, ids.deckId, ids.noteId);
    await tx.update(deckNotes).set({ deletedAt: new Date() }).where(eq(deckNotes.id, note.id));
    await tx
      .insert(deckActivity)
      .values({ deckId: note.deckId, memberId: actor.memberId, kind: 'note_deleted', noteId: note.id });
    return note.deckId;
  });
  await announceDeckChange(deps, actor, deckId);
}
