import type { FundActor } from '@pitchfit/contracts/fund';
import type { DeckNote, NoteRequest } from '@pitchfit/contracts/pipeline';
import { eq } from '@pitchfit/db/orm';
import { deckActivity, deckNoteEdits, deckNotes } from '@pitchfit/db/schema';
import { requireAuthoredNote } from './authored-note';
import { readDeckNotes } from './deck-notes';
import { announceDeckChange, type PipelineDeps } from './pipeline-deps';

/** The author rewrites their note; the replaced body is kept. The same body again changes nothing. */
export async function editNote(
  deps: PipelineDeps,
  actor: FundActor,
  ids: { deckId: string; noteId: string },
  body: NoteRequest,
): Promise<DeckNote> {
  const { deckId, changed } = await deps.db.transaction(async (tx) => {
    const note = await requireAuthoredNote(tx, actor, ids.deckId, ids.noteId);
    if (note.body === body.body) return { deckId: note.deckId, changed: false };
    await tx.insert(deckNoteEdits).values({ noteId: note.id, previousBody: note.body });
    await tx.update(deckNotes).set({ body: body.body }).where(eq(deckNotes.id, note.id));
    await tx
      .insert(deckActivity)
      .values({ deckId: note.deckId, memberId: actor.memberId, kind: 'note_edited', noteId: note.id });
    return { deckId: note.deckId, changed: true };
  });
  if (changed) await announceDeckChange(deps, actor, deckId);
  const [edited] = await readDeckNotes(deps.db, actor, deckId, ids.noteId);
  if (!edited) throw new Error('edited note not found');
  return edited;
}
