import type { Deck, TextOrParts } from '@pitchfit/contracts/deck';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { DeckCallControl } from '../calls/deck-call-control';
import { DeckProfileSection } from '../deck-profile/deck-profile-section';
import { DeckPipeline } from '../pipeline/deck-pipeline';
import { CitedFacts } from './cited-facts';
import {
  deckDescription,
  deckFounders,
  deckIndustry,
  deckTitle,
  formatMatchPercent,
  formatSubmittedDate,
  formatUsd,
  investmentDetailsOf,
  investmentEstimateOf,
  statedForeignAmount,
  valuationOf,
} from './deck-format';
import { DeckStatusNote } from './deck-status-note';
import { DeckVersions, VersionBadge } from './deck-versions';
import { Dialog } from './dialog';
import { MatchVerdict } from './match-verdict';
import { visibleReasoning } from './reasoning';
import { ScoreBadge } from './score-badge';
import { useRecalculation } from './use-recalculation';

const NOT_STATED = 'Not stated in the deck.';

/** A reasoning field as labelled subsections or paragraphs, without the parts SPEC hides. */
function Reasoning({ reasoning, empty }: { reasoning: TextOrParts | null | undefined; empty?: string }) {
  const parts = visibleReasoning(reasoning);
  if (parts.length === 0) return empty ? <p className="muted">{empty}</p> : null;
  return (
    <div className="reasoning">
      {parts.map((part) =>
        part.label ? (
          <div key={part.label} className="reasoning__part">
            <h4>{part.label}</h4>
            <p>{part.text}</p>
          </div>
        ) : (
          <p key={part.text}>{part.text}</p>
        ),
      )}
    </div>
  );
}

function Section({
  title,
  children,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  return (
    <section className="deck-modal__section" aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** "$1,080,000 (the deck states €1,000,000, p. 4)": converted figures never pass for the founder's own. */
function Amount({ deck, amount, kind }: { deck: Deck; amount: number | null; kind: 'raise' | 'valuation' }) {
  const stated = statedForeignAmount(deck, kind);
  return (
    <>
      {formatUsd(amount)}
      {stated && amount !== null && (
        <span className="deck-modal__stated">
          {' '}
          (converted; the deck states {stated.value}, p. {stated.page})
        </span>
      )}
    </>
  );
}

/** A part of the modal another screen can open it at: a disagreement leads to the deck's profile. */
export type DeckModalSection = 'profile';

/**
 * Everything about one deck, and the way to rescore it (SPEC's deck detail modal). Recalculation
 * keeps the modal open until its feedback has been shown, then closes it.
 */
export function DeckDetailModal({
  deck,
  onClose,
  section,
}: {
  deck: Deck;
  onClose: () => void;
  section?: DeckModalSection | undefined;
}) {
  const titleId = useId();
  const profileHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (section !== 'profile') return;
    profileHeading.current?.scrollIntoView({ block: 'start' });
    profileHeading.current?.focus();
  }, [section]);
  const recalculation = useRecalculation(deck.id, onClose);
  const details = investmentDetailsOf(deck);
  const parsed = deck.parsed_data;
  const percent = formatMatchPercent(deck.match_score);
  const withdrawn = deck.status === 'withdrawn';
  const mayRecalculate = !withdrawn && (deck.scores_are_stale || deck.status === 'failed');
  // A deck on its first scoring has no scores to call up to date.
  const firstScoring = deck.match_score === null && deck.status !== 'failed' && !withdrawn;
  const founders = Array.isArray(parsed?.founders) ? parsed.founders : null;

  return (
    <Dialog labelledBy={titleId} closable={!recalculation.busy} onClose={onClose} className="deck-modal">
      <header className="deck-modal__header">
        <div className="deck-modal__heading">
          <h2 id={titleId}>
            {deckTitle(deck)} <VersionBadge version={deck.version} />
          </h2>
          <p className="deck-modal__meta">
            {deck.file_name} · Submitted {formatSubmittedDate(deck.uploaded_at)}
            {deck.page_count ? ` · ${deck.page_count} pages` : ''}
          </p>
        </div>
        <div className="deck-modal__score">
          <ScoreBadge score={deck.match_score} size="lg" />
          {deck.scores_are_stale && <span className="stale-marker">(Stale Scores)</span>}
        </div>
      </header>

      <div className="deck-modal__body">
        <DeckStatusNote deck={deck} />
        <p className="deck-modal__description">{deckDescription(deck)}</p>
        {parsed && parsed.flags.length > 0 && (
          <div className="deck-modal__flags" role="note">
            <h3>Warnings</h3>
            <ul>
              {parsed.flags.map((flag) => (
                <li key={flag}>{flag}</li>
              ))}
            </ul>
          </div>
        )}

        {deck.version > 1 && (
          <Section title="Versions">
            <DeckVersions deckId={deck.id} />
          </Section>
        )}

        <Section title="Match Score">
          <p className="deck-modal__lead">
            {percent ? `${percent} match with your thesis.` : 'This deck has no score yet.'}
            {deck.scores_are_stale && ' This score was computed for an earlier version of your thesis.'}
          </p>
          {deck.match_score !== null && (
            <p className="deck-modal__verdict">
              Verdict: <MatchVerdict score={deck.match_score} />
            </p>
          )}
          <Reasoning reasoning={parsed?.match_reasoning} empty="No reasoning is available for this score." />
        </Section>

        <Section title="Profile" headingRef={profileHeading}>
          <DeckProfileSection deckId={deck.id} />
        </Section>

        <Section title="Your Call">
          <DeckCallControl deckId={deck.id} deckName={deckTitle(deck)} />
        </Section>

        <Section title="Investment Details & Reasoning">
          <dl className="deck-facts">
            <div>
              <dt>Investment Estimate</dt>
              <dd>{formatUsd(investmentEstimateOf(deck))}</dd>
            </div>
            <div>
              <dt>Raise stated in the deck</dt>
              <dd>
                <Amount deck={deck} amount={parsed?.investment_amount ?? null} kind="raise" />
              </dd>
            </div>
            <div>
              <dt>Valuation</dt>
              <dd>
                <Amount deck={deck} amount={valuationOf(deck)} kind="valuation" />
              </dd>
            </div>
            <div>
              <dt>Estimated stage</dt>
              <dd>{details?.estimated_stage ?? 'N/A'}</dd>
            </div>
          </dl>
          {details && details.reasoning_chain.length > 0 && (
            <ol className="deck-modal__chain">
              {details.reasoning_chain.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </Section>

        <Section title="Founders">
          {founders && founders.length > 1 ? (
            <ul className="deck-modal__founders">
              {founders.map((founder) => (
                <li key={founder}>{founder}</li>
              ))}
            </ul>
          ) : (
            <p>{deckFounders(deck)}</p>
          )}
          <Reasoning reasoning={parsed?.founder_market_fit} />
        </Section>

        <Section title="Industry & Market Fit">
          <p>{deckIndustry(deck)}</p>
          <Reasoning reasoning={parsed?.product_market_fit} />
        </Section>

        <Section title="Traction">
          <Reasoning reasoning={parsed?.traction} empty={NOT_STATED} />
        </Section>

        <Section title="Technology">
          <Reasoning reasoning={parsed?.tech_overview} empty={NOT_STATED} />
        </Section>

        <Section title="Cited Facts">
          <p className="muted">Each fact was found word for word on the page it cites.</p>
          <CitedFacts deck={deck} />
        </Section>

        <DeckPipeline deck={deck} />
      </div>

      <footer className="deck-modal__footer">
        <div className="deck-modal__feedback">
          <p role="status">{recalculation.message}</p>
          {recalculation.error && (
            <p className="alert" role="alert">
              {recalculation.error}
            </p>
          )}
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={!mayRecalculate}
            aria-disabled={recalculation.busy || undefined}
            onClick={() => {
              if (!recalculation.busy) void recalculation.start();
            }}
          >
            {recalculation.phase === 'sending' && <span className="spinner" aria-hidden="true" />}
            {mayRecalculate || firstScoring ? 'Recalculate Stale Scores' : 'Scores Up-to-Date'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={recalculation.busy || undefined}
            onClick={() => {
              if (!recalculation.busy) onClose();
            }}
          >
            Close
          </button>
        </div>
      </footer>
    </Dialog>
  );
}
