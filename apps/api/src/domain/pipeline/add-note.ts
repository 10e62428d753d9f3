import type { FundActor } from '@pitchfit/contracts/fund';
import type { DeckNote, NoteRequest } from '@pitchfit/contracts/pipeline';
import { deckActivity, deckNotes } from '@pitchfit/db/schema';
import { readDeckNotes } from './deck-notes';
import { requireFundDeck } from './fund-deck';
import { announceDeckChange, type PipelineDeps } from './pipeline-deps';

/** The actor's new note on one of the fund's decks, on the deck's timeline. */
export async function addNote(
  deps: PipelineDeps,
  actor: FundActor,
  deckId: string,
  body: NoteRequest,
): Promise<DeckNote> {
  const { deck, note } = await deps.db.transaction(async (tx) => {
    const deck = await requireFundDeck(tx, actor, deckId);
    const [row] = await tx
      .insert(deckNotes)
      .values({ deckId: deck.id, authorId: actor.memberId, body: body.body })
      .returning({ id: deckNotes.id });
    if (!row) throw new Error('note insert returned no row');
    await tx
      .insert(deckActivity)
      .values({ deckId: deck.id, memberId: actor.memberId, kind: 'note_added', noteId: row.id });
    return { deck, note: row };
  });
  await announceDeckChange(deps, actor, deck.id);
  const [added] = await readDeckNotes(deps.db, actor, deck.id, note.id);
  if (!added) throw new Error('added note not found');
  return added;
}
