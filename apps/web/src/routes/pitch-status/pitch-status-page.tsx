import {
  FOUNDER_STATE_LABELS,
  type FounderState,
  type FounderStatus,
  founderStatusSchema,
} from '@pitchfit/contracts/founder-status';
import { FOUNDER_STATUS_MESSAGES } from '@pitchfit/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { PendingPage } from '../../components/pending-page';
import { formatSubmittedDate } from '../../features/decks/deck-format';
import { DeckUploadForm } from '../../features/decks/deck-upload-form';
import {
  FounderStatusError,
  fetchFounderStatus,
  founderStatusUrl,
  withdrawDeck,
} from '../../features/founder-status/founder-status-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/decks/decks.css';
import '../../features/founder-status/founder-status.css';

const STEPS: FounderState[] = ['received', 'under_review', 'decision'];

const STATE_TEXT: Record<FounderState, string> = {
  received: 'Your deck has arrived. The fund has not reviewed it yet.',
  under_review: 'The fund is reviewing your deck.',
  decision: 'The fund has made a decision on your deck.',
  withdrawn: 'You withdrew this deck. Its file and everything read from it were deleted.',
};

/**
 * A founder's private status page (`/pitch/status/<token>`): where the deck stands (received, under
 * review, decision), the reason the fund shared on a pass, a new version, and withdrawal. The token
 * in the address is the only key; nothing on it shows a score, note, vote or stage.
 */
export function PitchStatusPage() {
  const { token } = useParams({ from: '/pitch/status/$token' });
  const queryKey = ['founder-status', token];
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey,
    queryFn: () => fetchFounderStatus(token),
    retry: (failures, error) =>
      !(error instanceof FounderStatusError && error.status === 404) && failures < 1,
  });
  useDocumentTitle('Your deck’s status');

  if (status.isPending) return <PendingPage narrow />;
  if (status.isError) {
    const notFound = status.error instanceof FounderStatusError && status.error.status === 404;
    return (
      <div className="container page page--narrow founder-status">
        <h1>Your deck’s status</h1>
        {notFound ? (
          <p className="muted">
            This status link is not valid. Check the link you were given when you submitted.
          </p>
        ) : (
          <Alert message={status.error.message} />
        )}
        <p>
          <Link to="/" className="button button--secondary">
            Back to Home
          </Link>
        </p>
      </div>
    );
  }

  const current = status.data;
  const show = (next: FounderStatus) => queryClient.setQueryData(queryKey, next);
  return (
    <div className="container page page--narrow founder-status">
      <header className="founder-status__intro">
        <p className="eyebrow">Sent to @{current.recipient}</p>
        <h1>Your deck’s status</h1>
        <p className="muted">
          {current.file_name} · version {current.version} · sent {formatSubmittedDate(current.submitted_at)}
        </p>
      </header>

      <section className="card founder-status__state" aria-labelledby="state-title">
        <h2 id="state-title">
          <span className="visually-hidden">Status: </span>
          {FOUNDER_STATE_LABELS[current.state]}
        </h2>
        {current.state !== 'withdrawn' && <StatusSteps state={current.state} />}
        <p>{STATE_TEXT[current.state]}</p>
        {current.founder_message && (
          <blockquote className="founder-status__message">
            <p className="founder-status__message-title">A note from @{current.recipient}</p>
            <p>{current.founder_message}</p>
          </blockquote>
        )}
      </section>

      {current.state !== 'withdrawn' && (
        <>
          <section className="card" aria-labelledby="version-title">
            {current.newer_version_sent ? (
              <>
                <h2 id="version-title">A newer version was sent</h2>
                <p className="muted">{FOUNDER_STATUS_MESSAGES.newerVersionSent}</p>
              </>
            ) : (
              <NewVersionForm token={token} onSent={show} />
            )}
          </section>
          <WithdrawSection token={token} onWithdrawn={show} />
        </>
      )}
    </div>
  );
}

/** A new version through this link: the same intake as the pitch page. */
function NewVersionForm({ token, onSent }: { token: string; onSent: (next: FounderStatus) => void }) {
  return (
    <>
      <h2 id="version-title">Send a new version</h2>
      <p className="muted">
        The fund sees it beside this one, with what changed. Your earlier version stays with it.
      </p>
      <DeckUploadForm
        target={{
          url: `${founderStatusUrl(token)}version/`,
          answer: founderStatusSchema,
          withSession: false,
          fallbackError: 'Your new version could not be sent. Please try again.',
        }}
        fileLabel="New version (PDF)"
        submitLabel="Send New Version"
        againLabel="Send another version"
        success={(next) => {
          onSent(next);
          return <p className="deck-upload__success-title">Version {next.version} was sent.</p>;
        }}
      />
    </>
  );
}

/** Received → Under review → Decision, the current one marked for sight and for screen readers. */
function StatusSteps({ state }: { state: FounderState }) {
  const reached = STEPS.indexOf(state);
  return (
    <ol className="status-steps">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={`status-steps__step${index <= reached ? ' status-steps__step--reached' : ''}`}
          aria-current={index === reached ? 'step' : undefined}
        >
          {FOUNDER_STATE_LABELS[step]}
        </li>
      ))}
    </ol>
  );
}

/** Withdrawal asks once more before it deletes anything, and says what it deletes. */
function WithdrawSection({
  token,
  onWithdrawn,
}: {
  token: string;
  onWithdrawn: (next: FounderStatus) => void;
}) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const withdraw = useMutation({ mutationFn: () => withdrawDeck(token), onSuccess: onWithdrawn });
  return (
    <section className="card founder-status__withdraw" aria-labelledby={titleId}>
      <h2 id={titleId}>Withdraw your deck</h2>
      <p className="muted">
        Deletes your file and everything read from it, every version. The fund keeps only a note that a deck
        was sent and withdrawn.
      </p>
      {withdraw.isError && <Alert message={withdraw.error.message} />}
      {confirming ? (
        <div className="founder-status__confirm">
          <p>Withdraw this deck for good? This cannot be undone.</p>
          <div className="button-row">
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger"
              aria-disabled={withdraw.isPending || undefined}
              onClick={() => {
                if (!withdraw.isPending) withdraw.mutate();
              }}
            >
              {withdraw.isPending && <span className="spinner" aria-hidden="true" />}
              Yes, withdraw it
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setConfirming(true);
            // Focus moves to the question's first answer, so a keyboard user is not left behind.
            requestAnimationFrame(() => confirmButton.current?.focus());
          }}
        >
          Withdraw Deck
        </button>
      )}
    </section>
  );
}
