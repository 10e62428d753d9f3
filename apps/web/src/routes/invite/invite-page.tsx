import type { FundMembers } from '@pitchfit/contracts/fund';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { httpStatusOf, isAuthFailure, serverMessage } from '../../lib/api-errors';
import { forgetInvite, pendingInvite, rememberInvite } from '../../lib/pending-invite';
import { cacheProfile, isAccessVerified, useIsLoggedIn } from '../../lib/session';
import { queryClient, trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../auth/auth.css';

const JOIN_FAILED = 'Could not join the fund. Please try again.';

/**
 * `/invite/<token>`: a partner's way into a fund. Signed out, it keeps the token for this tab and
 * walks the usual sign-in (access code, Google); the sign-in callback comes back to `/invite`, where
 * the partner joins with one button.
 */
export function InvitePage() {
  useDocumentTitle('Join a fund');
  const params = useParams({ strict: false });
  const [token] = useState(() => params.token ?? pendingInvite());
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const accept = useMutation(trpc.fund.acceptInvite.mutationOptions());
  const [joined, setJoined] = useState<FundMembers | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (token) rememberInvite(token);
  }, [token]);

  async function join() {
    if (!token || accept.isPending) return;
    setError(null);
    try {
      const fund = await accept.mutateAsync({ token });
      forgetInvite();
      // Everything cached belonged to the investor's own fund until now.
      queryClient.clear();
      cacheProfile({ username: fund.username });
      setJoined(fund);
    } catch (cause) {
      if (isAuthFailure(cause)) return;
      // A link that is unknown, used or expired will not work on a second try either.
      if (httpStatusOf(cause) === 404 || httpStatusOf(cause) === 409) forgetInvite();
      setError(serverMessage(cause, JOIN_FAILED));
    }
  }

  return (
    <div className="container page">
      <section className="card auth-card" aria-labelledby="invite-title">
        <h1 id="invite-title">Join a fund</h1>
        {!token ? (
          <p>This page needs an invite link. Ask the fund owner to send you one.</p>
        ) : joined ? (
          <>
            <p role="status">
              You joined the fund behind <strong>@{joined.username}</strong>. You share its thesis and deck
              list; your calls stay your own.
            </p>
            <Link to="/dashboard" className="button button--primary">
              Go to the dashboard
            </Link>
          </>
        ) : loggedIn ? (
          <>
            <p>
              You were invited to join a fund on Pitchfit as a partner. You will see the fund&apos;s thesis
              and decks instead of your own while you are a member.
            </p>
            <Alert message={error} />
            <button
              type="button"
              className="button button--primary"
              aria-disabled={accept.isPending}
              onClick={() => void join()}
            >
              {accept.isPending ? 'Joining...' : 'Join the fund'}
            </button>
          </>
        ) : (
          <>
            <p>
              You were invited to join a fund on Pitchfit. Sign in with Google first; you will come back here.
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void navigate({ to: isAccessVerified() ? '/login' : '/access-code' })}
            >
              Sign in to join
            </button>
          </>
        )}
      </section>
    </div>
  );
}
