import { usernameSchema } from '@pitchfit/contracts/auth';
import { REDIRECT_DELAY_MS } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { cacheProfile, isPlaceholderUsername } from '../../lib/session';
import { queryClient, trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRedirectLater } from '../../lib/use-redirect-later';
import { useRequireSession } from '../../lib/use-require-session';
import '../auth/auth.css';

export function SetUsernamePage() {
  useDocumentTitle('Set Username');
  const loggedIn = useRequireSession();
  const navigate = useNavigate();
  const me = useQuery({ ...trpc.investor.me.queryOptions(), enabled: loggedIn });
  const save = useMutation(trpc.auth.setUsername.mutationOptions());
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const redirectLater = useRedirectLater();

  // Someone who already chose a username has nothing to do here.
  useEffect(() => {
    if (me.data && !isPlaceholderUsername(me.data.username) && !done)
      void navigate({ to: '/dashboard', replace: true });
  }, [me.data, done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || done) return;
    setError(null);
    try {
      const saved = await save.mutateAsync({ username });
      cacheProfile(saved);
      queryClient.setQueryData(
        trpc.investor.me.queryKey(),
        (profile) => profile && { ...profile, username: saved.username },
      );
      setDone(true);
      redirectLater('/dashboard', REDIRECT_DELAY_MS.afterUsernameSet, true);
    } catch (cause) {
      // A 401 has already forgotten the session; the guard takes the investor to /login.
      if (!isAuthFailure(cause)) setError(serverMessage(cause, MESSAGES.setUsernameFailed, 'username'));
    }
  }

  if (!loggedIn) return null;
  const origin = window.location.origin;
  // The public URL is previewed only for a username the server would accept: `.../pitch/bad name!`
  // would promise an address that can never exist.
  const candidate = username.trim();
  const previewable = usernameSchema.safeParse(candidate).success;
  return (
    <div className="container page">
      <section className="card auth-card" aria-labelledby="username-title">
        <h1 id="username-title">Set Username</h1>
        <p>Choose carefully: the username cannot be changed later and becomes your public profile URL.</p>
        <Alert message={me.isError && !isAuthFailure(me.error) && MESSAGES.loadProfileFailed} />
        {done ? (
          <p role="status">{MESSAGES.usernameSetSuccess}</p>
        ) : (
          <form onSubmit={submit} noValidate>
            <TextField
              id="username"
              label="Username"
              hint="Only letters, numbers and underscores."
              value={username}
              multiline={false}
              maxLength={64}
              autoComplete="username"
              error={error ?? undefined}
              onChange={setUsername}
            />
            <p className="username-preview" aria-live="polite">
              {previewable ? (
                <>
                  Your public profile: <code>{`${origin}/pitch/${candidate}`}</code>
                </>
              ) : null}
            </p>
            <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
              {save.isPending ? 'Setting username...' : 'Set Username'}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
