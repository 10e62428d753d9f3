import { deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Alert } from '../../components/alert';
import { PendingPage } from '../../components/pending-page';
import { DeckUploadForm } from '../../features/decks/deck-upload-form';
import { StatusLinkCard } from '../../features/founder-status/status-link-card';
import { httpStatusOf } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/decks/decks.css';
import '../../features/founder-status/founder-status.css';
import './pitch.css';

const NEXT_STEPS = [
  "Your deck is read and scored against this investor's thesis, usually within a few minutes.",
  'The investor sees your deck on their dashboard with its match score and the facts it cites, each with its page.',
  'If your company fits, the investor contacts you using the details in your deck, so make sure they are on a slide.',
];

/** An investor's public page: founders read the thesis and submit a PDF deck, with no account. */
export function PitchPage() {
  const { username } = useParams({ from: '/pitch/$username' });
  // Public: the tRPC call carries no token when there is no session, and needs none.
  const profile = useQuery({
    ...trpc.investor.publicProfile.queryOptions({ username }),
    // An unknown investor will not appear by asking again; a passing failure might.
    retry: (failures, error) => httpStatusOf(error) !== 404 && failures < 1,
  });

  useDocumentTitle(`Pitch to @${profile.data?.username ?? username}`);

  if (profile.isPending) {
    return <PendingPage narrow />;
  }

  if (profile.isError) {
    // SPEC's two cases: nobody has this username (404), or the profile could not be loaded.
    const notFound = httpStatusOf(profile.error) === 404;
    return (
      <div className="container page page--narrow pitch">
        <h1>{notFound ? MESSAGES.profileNotFound : `Pitch to @${username}`}</h1>
        {notFound ? (
          <p className="muted pitch__unknown">
            No investor uses the name @{username}. Check the link you were given.
          </p>
        ) : (
          <Alert message={MESSAGES.profileLoadFailedPublic} />
        )}
        <p>
          <Link to="/" className="button button--secondary">
            Back to Home
          </Link>
        </p>
      </div>
    );
  }

  const thesis = profile.data.thesis?.trim() ? profile.data.thesis : null;
  // The investor's own spelling: /pitch/DANA_NORTHSEED finds dana_northseed.
  const investorName = profile.data.username;
  return (
    <div className="container page pitch">
      <header className="pitch__intro">
        <p className="eyebrow">Submit your pitch deck</p>
        <h1>Pitch to @{investorName}</h1>
      </header>
      <div className="pitch__layout">
        <section className="card pitch__thesis" aria-labelledby="thesis-title">
          <h2 id="thesis-title">Investment thesis</h2>
          <p className={thesis ? 'pitch__thesis-text' : 'muted'}>{thesis ?? MESSAGES.defaultThesis}</p>
        </section>
        <section className="card pitch__submit" aria-labelledby="submit-title">
          <h2 id="submit-title">Your deck</h2>
          <DeckUploadForm
            target={{
              url: `/api/pitch/${encodeURIComponent(investorName)}/submit/`,
              answer: deckSubmittedSchema,
              withSession: false,
              fallbackError: MESSAGES.submitDeckFailed,
            }}
            submitLabel="Submit Deck"
            success={(submitted) => (
              <>
                <p className="deck-upload__success-title">{MESSAGES.deckSubmitted}</p>
                {submitted.duplicate && (
                  <p className="muted">
                    This investor already had this exact file, so it was not added twice.
                  </p>
                )}
                {submitted.status_path && <StatusLinkCard path={submitted.status_path} />}
              </>
            )}
          />
        </section>
        <section className="card pitch__next" aria-labelledby="next-title">
          <h2 id="next-title">What happens next?</h2>
          <ol>
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
