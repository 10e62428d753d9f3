import type { Deck } from '@pitchfit/contracts/deck';
import { DeckDetailModal, type DeckModalSection } from './deck-detail-modal';
import { findDeck } from './use-decks';

/**
 * The modal of the deck the investor opened, fed from the polled list so its status and scores
 * stay live while it is open. A deck that leaves the list closes it.
 */
export function DeckModalHost({
  decks,
  openDeckId,
  onClose,
  section,
}: {
  decks: readonly Deck[] | undefined;
  openDeckId: string | null;
  onClose: () => void;
  /** Where the modal opens; its top when unset. */
  section?: DeckModalSection | undefined;
}) {
  const deck = findDeck(decks, openDeckId);
  return deck ? <DeckDetailModal key={deck.id} deck={deck} onClose={onClose} section={section} /> : null;
}
