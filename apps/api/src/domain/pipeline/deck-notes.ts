import type { FundActor } from '@pitchfit/contracts/fund';
import type { DeckNote } from '@pitchfit/contracts/pipeline';
import type { Database, Transaction } from '@pitchfit/db/client';
import { and, asc, eq, inArray, isNull } from '@pitchfit/db/orm';
import { deckNoteEdits, deckNotes, investors } from '@pitchfit/db/schema';
import { memberRef, memberRefColumns } from './member-ref';

/**
 * The deck's live notes (deleted ones are kept but not shown), oldest first, each with the bodies
 * its edits replaced; `only` narrows to one note.
 */
export async function readDeckNotes(
  db: Database | Transaction,
  actor: FundActor,
  deckId: string,
  only?: string,
): Promise<DeckNote[]> {
  const rows = await db
    .select({
      id: deckNotes.id,
      body: deckNotes.body,
      createdAt: deckNotes.createdAt,
      updatedAt: deckNotes.updatedAt,
      ...memberRefColumns,
    })
    .from(deckNotes)
    .innerJoin(investors, eq(investors.id, deckNotes.authorId))
    .where(
      and(
        eq(deckNotes.deckId, deckId),
        isNull(deckNotes.deletedAt),
        only === undefined ? undefined : eq(deckNotes.id, only),
      ),
    )
    .orderBy(asc(deckNotes.createdAt), asc(deckNotes.id));
  const edits = rows.length
    ? await db
        .select()
        .from(deckNoteEdits)
        .where(
          inArray(
            deckNoteEdits.noteId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(deckNoteEdits.replacedAt), asc(deckNoteEdits.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    deck_id: deckId,
    author: memberRef(row),
    body: row.body,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    mine: row.memberId === actor.memberId,
    previous_versions: edits
      .filter((edit) => edit.noteId === row.id)
      .map((edit) => ({ body: edit.previousBody, replaced_at: edit.replacedAt.toISOString() })),
  }));
}
