import { DomainError } from '@pitchfit/contracts/errors';
import { type FundActor, NOTE_AUTHOR_ONLY_REASON } from '@pitchfit/contracts/fund';
import { PIPELINE_MESSAGES } from '@pitchfit/contracts/pipeline';
import type { Transaction } from '@pitchfit/db/client';
import { and, eq, isNull } from '@pitchfit/db/orm';
import { deckNotes } from '@pitchfit/db/schema';
import { z } from 'zod';
import { requireFundDeck } from './fund-deck';

const noteIdFormat = z.uuid();

/**
 * A live note on one of the fund's decks, locked for the transaction, that the actor wrote. A note
 * that is not there (or on another fund's deck) is NOT_FOUND; a fellow member's note is FORBIDDEN:
 * they can see it, so saying it exists tells them nothing new.
 */
export async function requireAuthoredNote(tx: Transaction, actor: FundActor, deckId: string, noteId: string) {
  const deck = await requireFundDeck(tx, actor, deckId);
  const notFound = new DomainError('NOT_FOUND', PIPELINE_MESSAGES.noteNotFound);
  if (!noteIdFormat.safeParse(noteId).success) throw notFound;
  const [note] = await tx
    .select({ id: deckNotes.id, authorId: deckNotes.authorId, body: deckNotes.body })
    .from(deckNotes)
    .where(and(eq(deckNotes.id, noteId), eq(deckNotes.deckId, deck.id), isNull(deckNotes.deletedAt)))
    .for('update');
  if (!note) throw notFound;
  if (note.authorId !== actor.memberId)
    throw new DomainError('FORBIDDEN', PIPELINE_MESSAGES.noteNotYours, undefined, {
      reason: NOTE_AUTHOR_ONLY_REASON,
    });
  return { deckId: deck.id, ...note };
}
