import type { Deck } from '@pitchfit/contracts/deck';
import { DomainError } from '@pitchfit/contracts/errors';
import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { deckJson, deckOwnerJoin } from '@pitchfit/db/decks/deck-view';
import { and, eq } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { z } from 'zod';

const deckIdFormat = z.uuid();

/**
 * Throws NOT_FOUND for an id that is not one of the investor's decks, malformed or another
 * investor's alike, so the answer never tells whether a deck exists elsewhere.
 */
export function deckNotFound(): DomainError {
  return new DomainError('NOT_FOUND', DECK_MESSAGES.deckNotFound);
}

export function isDeckId(id: string): boolean {
  return deckIdFormat.safeParse(id).success;
}

export async function getDeck(db: Database, investorId: string, deckId: string): Promise<Deck> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const [row] = await db
    .select({ json: deckJson })
    .from(decks)
    .innerJoin(investors, deckOwnerJoin)
    .where(and(eq(decks.id, deckId), eq(decks.investorId, investorId)));
  if (!row) throw deckNotFound();
  // The contract's shape, written by PostgreSQL (deck-view.ts); the transports' output schemas check it.
  return JSON.parse(row.json) as Deck;
}
