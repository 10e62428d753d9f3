import { MESSAGES } from '@pitchfit/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { isAuthFailure } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequireSession } from '../../lib/use-require-session';
import { DashboardHeader } from './dashboard-header';

/** The investor's dashboard. Its header is built; the profile, actions and decks come with the Decks work. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const loggedIn = useRequireSession();
  const me = useQuery({ ...trpc.investor.me.queryOptions(), enabled: loggedIn });
  if (!loggedIn) return null;
  return (
    <div className="container page">
      <DashboardHeader username={me.data?.username ?? null} />
      {me.isError && !isAuthFailure(me.error) && (
        <p className="alert" role="alert">
          {MESSAGES.loadProfileFailed}
        </p>
      )}
      <p className="muted">Your profile, actions and pitch decks will appear here.</p>
    </div>
  );
}
