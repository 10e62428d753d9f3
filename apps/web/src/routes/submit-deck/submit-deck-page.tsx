import { deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Alert } from '../../components/alert';
import { Pending } from '../../components/pending-page';
import { DeckUploadForm } from '../../features/decks/deck-upload-form';
import { isAuthFailure } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequireSession } from '../../lib/use-require-session';
import '../../features/decks/decks.css';
import '../pitch/pitch.css';

/**
 * The administrators' test upload: a deck sent to the investor's own profile (the server refuses
 * any other username) and scored like a founder's, marked as a test.
 */
export function SubmitDeckPage() {
  useDocumentTitle('Upload Test Deck');
  const loggedIn = useRequireSession();
  const { vcUsername } = useParams({ strict: false });
  const me = useQuery({ ...trpc.investor.me.queryOptions(), enabled: loggedIn && !vcUsername });
  if (!loggedIn) return null;
  const username = vcUsername ?? me.data?.username;

  return (
    <div className="container page page--narrow pitch">
      <header className="pitch__intro">
        <p className="eyebrow">Testing tool for administrators</p>
        <h1>Upload Test Deck</h1>
        <p className="lead">
          Send a PDF deck to {username ? `@${username}` : 'your profile'} to check how it is read and scored.
          It appears on the dashboard like a founder's submission.
        </p>
      </header>
      <Alert message={me.isError && !isAuthFailure(me.error) && MESSAGES.loadProfileFailed} />
      <section className="card">
        {username ? (
          <DeckUploadForm
            target={{
              url: `/api/vc/${encodeURIComponent(username)}/submit-deck/`,
              answer: deckSubmittedSchema,
              withSession: true,
              fallbackError: MESSAGES.submitTestDeckFailed,
            }}
            submitLabel="Upload Test Deck"
            success={(submitted) => (
              <>
                <p className="deck-upload__success-title">
                  {submitted.duplicate ? 'This deck was already uploaded.' : 'Test deck uploaded.'}
                </p>
                <p>
                  Follow its scoring on your <Link to="/dashboard">dashboard</Link>.
                </p>
              </>
            )}
          />
        ) : (
          me.isPending && <Pending>Loading…</Pending>
        )}
      </section>
    </div>
  );
}
