import type { Deck } from '@pitchfit/contracts/deck';
import { useEffect, useRef, useState } from 'react';
import { deckTitle, formatMatchPercent } from './deck-format';
import { finishedScoring } from './deck-status';

function announcement(deck: Deck): string {
  const percent = formatMatchPercent(deck.match_score);
  return deck.status === 'failed'
    ? `${deckTitle(deck)}: scoring failed.`
    : `${deckTitle(deck)} was scored${percent ? `: ${percent} match` : ''}.`;
}

/** Tells screen-reader users when a deck on the page finishes scoring, as sighted users see it change. */
export function DeckStatusAnnouncer({ decks }: { decks: readonly Deck[] | undefined }) {
  const previous = useRef<readonly Deck[] | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!decks) return;
    if (previous.current) {
      const finished = finishedScoring(previous.current, decks);
      if (finished.length > 0) setMessage(finished.map(announcement).join(' '));
    }
    previous.current = decks;
  }, [decks]);
  return (
    <p className="visually-hidden" role="status">
      {message}
    </p>
  );
}
