import type { Deck } from '@pitchfit/contracts/deck';
import { deckStatusLabel, isScoring } from './deck-status';

/** Where a deck is in its scoring, with the readable reason when it failed; nothing once scored. */
export function DeckStatusNote({ deck }: { deck: Deck }) {
  const label = deckStatusLabel(deck);
  if (!label) return null;
  return (
    <p className={`deck-status deck-status--${deck.status}`}>
      {isScoring(deck) && <span className="spinner deck-status__spinner" aria-hidden="true" />}
      <span className="deck-status__label">{label}</span>
      {deck.status === 'failed' && deck.failure_reason && (
        <span className="deck-status__reason">{deck.failure_reason}</span>
      )}
    </p>
  );
}
