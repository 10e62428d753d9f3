import type { DeckSubmitted } from '@pitchfit/contracts/deck';
import { accept, type DeckRecipient, type DeckSource, type FounderLink } from '@pitchfit/decks/accept';
import type { DeckBytes } from '@pitchfit/decks/bytes/deck-bytes';
import type { DeckDeps } from '@pitchfit/decks/lifecycle';
import { checkDeckUpload, type DeckUpload, type DeckUploadLimits } from './check-deck-upload';
import { deckDisplayName } from './deck-display-name';

export interface DeckIntakeDeps extends DeckDeps {
  /** Where the PDF is kept (PostgreSQL or object storage). */
  deckBytes: DeckBytes;
  deckLimits: DeckUploadLimits;
}

/**
 * Accepts a deck for an investor once it passes intake's cheap checks, through the deck module's
 * `accept` (bytes and row in one transaction, then the pending card, then the job).
 */
export function acceptDeck(
  deps: DeckIntakeDeps,
  recipient: DeckRecipient,
  upload: DeckUpload,
  source: DeckSource,
  /** Who sent it (client address, or the investor): its place in the queue among that sender's decks. */
  sender?: string,
  founderLink?: FounderLink,
): Promise<DeckSubmitted> {
  checkDeckUpload(upload, deps.deckLimits);
  return accept(deps, {
    recipient,
    bytes: upload.bytes,
    fileName: deckDisplayName(upload.fileName),
    source,
    ...(sender === undefined ? {} : { sender }),
    ...(founderLink ? { founderLink } : {}),
  });
}
