import type { FounderStatus } from '@pitchfit/contracts/founder-status';
import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { acceptDeck, type DeckIntakeDeps } from '../decks/accept-deck';
import type { DeckUpload } from '../decks/check-deck-upload';
import { deckIdOfToken, getFounderStatus, statusLinkNotFound } from './founder-status';

async function investorOfDeck(db: Database, deckId: string): Promise<string> {
  const [deck] = await db.select({ investorId: decks.investorId }).from(decks).where(eq(decks.id, deckId));
  if (!deck) throw statusLinkNotFound();
  return deck.investorId;
}

/**
 * A founder's new version of their deck, through the status link: the same intake as a pitch-page
 * submission (same checks, same errors), linked to the version before it; the link then shows it.
 */
export async function uploadDeckVersion(
  deps: DeckIntakeDeps,
  token: string,
  upload: DeckUpload,
  clientAddress: string,
): Promise<FounderStatus> {
  const deckId = await deckIdOfToken(deps.db, token);
  const investorId = await investorOfDeck(deps.db, deckId);
  await acceptDeck(deps, { investorId }, upload, 'pitch', clientAddress, { nextVersionOf: { deckId } });
  return getFounderStatus(deps.db, token);
}
