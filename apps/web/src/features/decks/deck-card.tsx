import type { Deck } from '@pitchfit/contracts/deck';
import { StagePill } from '../pipeline/stage-pill';
import {
  deckDescription,
  deckFounders,
  deckIndustry,
  deckTitle,
  formatSubmittedDate,
  formatUsd,
  investmentEstimateOf,
  valuationOf,
} from './deck-format';
import { DeckStatusNote } from './deck-status-note';
import { VersionBadge } from './deck-versions';
import { MatchVerdict } from './match-verdict';
import { ScoreBadge } from './score-badge';

export interface DeckCardProps {
  deck: Deck;
  /** `summary` on the dashboard; `full` adds founders and industry (top decks). */
  detail: 'summary' | 'full';
  headingLevel: 2 | 3;
  onOpen: (deckId: string) => void;
}

/**
 * One deck in a list. The title is the button that opens the detail modal; its click area covers
 * the whole card, while the card's text stays plain text for screen readers.
 */
export function DeckCard({ deck, detail, headingLevel, onOpen }: DeckCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`deck-card deck-card--${deck.status}`} data-deck-id={deck.id}>
      <div className="deck-card__top">
        <Heading className="deck-card__title">
          <button type="button" className="deck-card__open" onClick={() => onOpen(deck.id)}>
            {deckTitle(deck)}
          </button>{' '}
          <VersionBadge version={deck.version} />
        </Heading>
        {deck.scores_are_stale && <span className="stale-marker">(Stale Scores)</span>}
        <ScoreBadge score={deck.match_score} />
        <MatchVerdict score={deck.match_score} />
      </div>
      <DeckStatusNote deck={deck} />
      {/* A deck the fund has not moved yet says nothing: SPEC's card stays as it was. */}
      {deck.stage !== 'new' && (
        <p className="deck-card__stage">
          <StagePill stage={deck.stage} label />
        </p>
      )}
      {deck.parsed_data ? (
        <ReadDeckFacts deck={deck} detail={detail} />
      ) : (
        // Not read yet: no description, amounts or founders to show, only when it came in.
        <dl className="deck-facts deck-facts--compact">
          <SubmittedFact deck={deck} />
        </dl>
      )}
    </article>
  );
}

function SubmittedFact({ deck }: { deck: Deck }) {
  return (
    <div>
      <dt>Submitted</dt>
      <dd>
        <time dateTime={deck.uploaded_at}>{formatSubmittedDate(deck.uploaded_at)}</time>
      </dd>
    </div>
  );
}

/** What the engine read from the deck: description, amounts and (on top decks) founders and industry. */
function ReadDeckFacts({ deck, detail }: Pick<DeckCardProps, 'deck' | 'detail'>) {
  return (
    <>
      <p className="deck-card__description">{deckDescription(deck)}</p>
      <dl className={`deck-facts deck-facts--compact deck-facts--${detail}`}>
        <div>
          <dt>{detail === 'full' ? 'Investment Estimate' : 'Investment'}</dt>
          <dd>{formatUsd(investmentEstimateOf(deck))}</dd>
        </div>
        <div>
          <dt>Valuation</dt>
          <dd>{formatUsd(valuationOf(deck))}</dd>
        </div>
        {detail === 'full' && (
          <>
            <div className="deck-facts__wide">
              <dt>Founders</dt>
              <dd>{deckFounders(deck)}</dd>
            </div>
            <div>
              <dt>Industry</dt>
              <dd>{deckIndustry(deck)}</dd>
            </div>
          </>
        )}
        <SubmittedFact deck={deck} />
      </dl>
    </>
  );
}

/** A grid of deck cards; renders nothing for an empty list (callers show their own empty text). */
export function DeckGrid({ decks, ...card }: Omit<DeckCardProps, 'deck'> & { decks: readonly Deck[] }) {
  if (decks.length === 0) return null;
  return (
    <ul className="deck-list deck-list--grid">
      {decks.map((deck) => (
        <li key={deck.id}>
          <DeckCard deck={deck} {...card} />
        </li>
      ))}
    </ul>
  );
}
