import type { Deck } from '@pitchfit/contracts/deck';
import { type ReactNode, useId } from 'react';
import { DeckActivity } from './deck-activity';
import { DeckNotes } from './deck-notes';
import { DeckVotes } from './deck-votes';
import { StageControl } from './stage-control';
import './pipeline.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="deck-modal__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** The fund's work on a deck, inside its modal: its stage, the blind votes, the notes and the timeline. */
export function DeckPipeline({ deck }: { deck: Deck }) {
  return (
    <>
      <Section title="Pipeline">
        <StageControl deck={deck} />
      </Section>
      <Section title="Votes">
        <DeckVotes deckId={deck.id} />
      </Section>
      <Section title="Notes">
        <DeckNotes deckId={deck.id} />
      </Section>
      <Section title="Activity">
        <DeckActivity deckId={deck.id} />
      </Section>
    </>
  );
}
