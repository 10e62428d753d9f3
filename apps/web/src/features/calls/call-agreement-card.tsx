import { CALL_REASONS, type CallAgreement } from '@pitchfit/contracts/calls';
import type { Deck } from '@pitchfit/contracts/deck';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { formatMatchPercent } from '../decks/deck-format';
import './calls.css';

type Called = CallAgreement['disagreements'][number]['meet'];

function reasonText(called: Called): string {
  if (!called.reason) return 'no reason given';
  const label = CALL_REASONS[called.reason.code];
  return called.reason.note ? `${label}: “${called.reason.note}”` : label;
}

/**
 * How often Pitchfit's order agrees with the investor's own calls, and the pairs it orders the other
 * way with both sides' reasons (issue 28). Nothing changes by itself: each disagreement offers the
 * correction that could explain it, the thesis reading or either deck's profile, one click away.
 */
export function CallAgreementCard({
  decks,
  thesisReadingHref,
  onCorrectProfile,
}: {
  /** The live deck list: a score it brings (a correction rescored, a new thesis) can change the figure. */
  decks: readonly Deck[] | undefined;
  thesisReadingHref: string;
  onCorrectProfile: (deckId: string) => void;
}) {
  const titleId = useId();
  const agreement = useQuery(trpc.calls.agreement.queryOptions());
  const scores = decks?.map((deck) => `${deck.id}:${deck.match_score}`).join(',');
  const { refetch } = agreement;
  const seenScores = useRef(scores);
  useEffect(() => {
    if (scores === seenScores.current) return;
    seenScores.current = scores;
    void refetch();
  }, [scores, refetch]);
  const data = agreement.data;
  return (
    <section className="card call-agreement" aria-labelledby={titleId}>
      <h2 id={titleId}>Your calls and Pitchfit’s order</h2>
      {agreement.isPending ? (
        <p className="muted">Loading…</p>
      ) : agreement.isError || !data ? (
        <p className="muted">Your calls could not be loaded.</p>
      ) : data.agreement === null ? (
        <p className="muted">
          Open a deck and say “Meet” or “Pass”. Once you have called at least one of each, this shows how
          often Pitchfit scores the decks you would meet above those you would pass.
        </p>
      ) : (
        <>
          <p className="call-agreement__figure">
            <strong>{Math.round(data.agreement * 100)}%</strong> of pairs ordered as you would:{' '}
            {data.pairs_ordered_right} of {data.pairs} (a deck you would meet, one you would pass).
          </p>
          {data.disagreements.length > 0 && (
            <>
              <h3 className="call-agreement__subtitle">Biggest disagreements</h3>
              <ol className="call-agreement__list">
                {data.disagreements.map(({ meet, pass }) => (
                  <li key={`${meet.deck_id}-${pass.deck_id}`} className="call-agreement__pair">
                    <p>
                      You would meet <strong>{meet.name}</strong> ({reasonText(meet)}) but pass on{' '}
                      <strong>{pass.name}</strong> ({reasonText(pass)}); Pitchfit scores {pass.name}{' '}
                      {formatMatchPercent(pass.match_score)} and {meet.name}{' '}
                      {formatMatchPercent(meet.match_score)}.
                    </p>
                    <p className="call-agreement__actions">
                      <a className="button button--secondary button--small" href={thesisReadingHref}>
                        Correct the thesis reading
                      </a>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => onCorrectProfile(meet.deck_id)}
                      >
                        Correct {meet.name}’s profile
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => onCorrectProfile(pass.deck_id)}
                      >
                        Correct {pass.name}’s profile
                      </button>
                    </p>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
