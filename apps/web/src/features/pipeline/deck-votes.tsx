import {
  type DeckVotes as DeckVotesAnswer,
  VOTE_RATING_MAX,
  VOTE_RATING_MIN,
  VOTE_REASON_MAX,
} from '@pitchfit/contracts/pipeline';
import { type FormEvent, useId, useState } from 'react';
import { serverMessage } from '../../lib/api-errors';
import { spreadText } from './activity-text';
import { useDeckVotes, usePipelineMutations } from './use-pipeline';

const RATINGS = Array.from({ length: VOTE_RATING_MAX - VOTE_RATING_MIN + 1 }, (_, i) => VOTE_RATING_MIN + i);

/**
 * The member's blind vote (1-5 and a one-line reason), and the fund's votes: hidden until every
 * member has voted or the owner reveals them, then side by side with their spread.
 */
export function DeckVotes({ deckId }: { deckId: string }) {
  const votes = useDeckVotes(deckId);
  // Kept here: the form starts afresh whenever the saved vote changes, and this outlives it.
  const [saved, setSaved] = useState<string | null>(null);
  if (votes.isError) return <p className="alert">The votes could not be loaded.</p>;
  if (!votes.data) return <p className="muted">Loading votes…</p>;
  return (
    <div className="deck-votes">
      <VoteForm
        key={votes.data.mine?.updated_at ?? 'not voted'}
        deckId={deckId}
        mine={votes.data.mine}
        onSaving={() => setSaved(null)}
        onSaved={() => setSaved('Your vote is saved.')}
      />
      <p role="status" className="muted">
        {saved}
      </p>
      {votes.data.revealed ? (
        <RevealedVotes votes={votes.data} />
      ) : (
        <HiddenVotes deckId={deckId} votes={votes.data} />
      )}
    </div>
  );
}

/** The member's own vote, starting from the one they saved (keyed by it, so a newer one restarts it). */
function VoteForm({
  deckId,
  mine,
  onSaving,
  onSaved,
}: {
  deckId: string;
  mine: DeckVotesAnswer['mine'];
  onSaving: () => void;
  onSaved: () => void;
}) {
  const { vote } = usePipelineMutations();
  const reasonId = useId();
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [reason, setReason] = useState(mine?.reason ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (vote.isPending) return;
    if (rating === null) {
      setError('Choose a rating from 1 to 5.');
      return;
    }
    setError(null);
    onSaving();
    try {
      await vote.mutateAsync({ id: deckId, rating, reason });
      onSaved();
    } catch (cause) {
      setError(serverMessage(cause, 'Your vote could not be saved. Please try again.', 'reason'));
    }
  }

  return (
    <form className="vote-form" onSubmit={submit} noValidate>
      <fieldset className="vote-form__ratings">
        <legend className="field__label">Your rating</legend>
        {RATINGS.map((value) => (
          <label key={value} className="vote-form__rating">
            <input
              type="radio"
              name={`rating-${deckId}`}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span>{value}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          Reason (one line)
        </label>
        <input
          id={reasonId}
          className="field__control"
          maxLength={VOTE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary" aria-disabled={vote.isPending || undefined}>
        {mine ? 'Update vote' : 'Vote'}
      </button>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function HiddenVotes({ deckId, votes }: { deckId: string; votes: DeckVotesAnswer }) {
  const { revealVotes } = usePipelineMutations();
  return (
    <div className="deck-votes__hidden">
      <p>
        {votes.voted_count} of {votes.member_count} members have voted. Votes stay hidden until everyone has
        voted{votes.can_reveal ? ' or you reveal them' : ' or the owner reveals them'}.
      </p>
      {votes.can_reveal && (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={revealVotes.isPending || undefined}
          onClick={() => {
            if (!revealVotes.isPending) revealVotes.mutate({ id: deckId });
          }}
        >
          Reveal votes
        </button>
      )}
    </div>
  );
}

function RevealedVotes({ votes }: { votes: DeckVotesAnswer }) {
  return (
    <div className="deck-votes__revealed">
      <p className="muted">
        {votes.revealed_because === 'owner' ? 'Revealed by the owner.' : 'Every member has voted.'}
      </p>
      {votes.votes.length > 0 && (
        <table className="deck-votes__table">
          <caption className="visually-hidden">Every member’s vote</caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Rating</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {votes.votes.map((vote) => (
              <tr key={vote.member.id}>
                <th scope="row">{vote.member.name}</th>
                <td>
                  {vote.rating}
                  <span className="visually-hidden"> of {VOTE_RATING_MAX}</span>
                </td>
                <td>{vote.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {votes.spread && <p className="deck-votes__spread">{spreadText(votes.spread)}</p>}
    </div>
  );
}
