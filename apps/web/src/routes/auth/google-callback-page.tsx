import { AUTH_ERROR_REASONS, type AuthResponse } from '@pitchfit/contracts/auth';
import { REDIRECT_DELAY_MS } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { Pending } from '../../components/pending-page';
import { asApiError, reasonOf, serverMessage } from '../../lib/api-errors';
import { pendingInvite } from '../../lib/pending-invite';
import { cacheProfile, isPlaceholderUsername, storeTokens } from '../../lib/session';
import { queryClient, trpcClient } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRedirectLater } from '../../lib/use-redirect-later';
import { AccessCodeField } from './access-code-field';
import { isCodeFinished, markCodeFinished, submitOnce } from './google-code-guard';
import './auth.css';

type View =
  | { kind: 'working' }
  | { kind: 'access-code'; error: string | null; submitting: boolean }
  | { kind: 'signed-in' }
  | { kind: 'error'; message: string };

function readCallbackParams() {
  const params = new URLSearchParams(window.location.search);
  return { code: params.get('code'), state: params.get('state') ?? undefined };
}

export function GoogleCallbackPage() {
  useDocumentTitle('Signing in');
  const [{ code, state }] = useState(readCallbackParams);
  const [view, setView] = useState<View>(() =>
    code ? { kind: 'working' } : { kind: 'error', message: MESSAGES.noAuthCode },
  );
  const [accessCode, setAccessCode] = useState('');
  const redirectLater = useRedirectLater();

  const finish = useCallback(
    (response: AuthResponse | null) => {
      if (!response?.tokens?.access || !response.tokens.refresh) {
        setView({ kind: 'error', message: MESSAGES.noTokensReceived });
        return;
      }
      queryClient.clear();
      storeTokens(response.tokens);
      cacheProfile(response.vc);
      setView({ kind: 'signed-in' });
      // A partner who opened an invite link first goes back to accept it: the fund has its username.
      const next = pendingInvite()
        ? '/invite'
        : isPlaceholderUsername(response.vc.username)
          ? '/set-username'
          : '/dashboard';
      redirectLater(next, REDIRECT_DELAY_MS.afterLogin, true);
    },
    [redirectLater],
  );

  const expired = useCallback(() => {
    setView({ kind: 'error', message: MESSAGES.authCodeExpired });
    redirectLater('/login', REDIRECT_DELAY_MS.afterExpiredCode, true);
  }, [redirectLater]);

  /** Sends the code (and the access code on the second try); answers with the view to show next. */
  const submit = useCallback(
    async (googleCode: string, withAccessCode?: string) => {
      try {
        const response = await submitOnce(`${googleCode}:${withAccessCode ?? ''}`, () =>
          trpcClient.auth.googleCallback.mutate({ code: googleCode, state, access_code: withAccessCode }),
        );
        markCodeFinished(googleCode);
        finish(response);
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === AUTH_ERROR_REASONS.invalidGrant) {
          markCodeFinished(googleCode);
          expired();
        } else if (reason === AUTH_ERROR_REASONS.accessCodeRequired) {
          // First answer for a new signup: just ask. A resubmission's refusal says why.
          setView({
            kind: 'access-code',
            error: withAccessCode ? serverMessage(error, MESSAGES.invalidAccessCode) : null,
            submitting: false,
          });
        } else if (withAccessCode !== undefined) {
          const message = asApiError(error)?.data
            ? serverMessage(error, MESSAGES.unexpectedError)
            : MESSAGES.unexpectedError;
          setView({ kind: 'access-code', error: message, submitting: false });
        } else {
          markCodeFinished(googleCode);
          setView({ kind: 'error', message: serverMessage(error, MESSAGES.googleCallbackFailed) });
        }
      }
    },
    [state, finish, expired],
  );

  useEffect(() => {
    if (!code) return;
    if (isCodeFinished(code)) {
      expired();
      return;
    }
    void submit(code);
  }, [code, submit, expired]);

  function submitAccessCode(event: FormEvent) {
    event.preventDefault();
    if (!code || view.kind !== 'access-code' || view.submitting) return;
    if (!accessCode.trim()) {
      setView({ kind: 'access-code', error: MESSAGES.enterAccessCode, submitting: false });
      return;
    }
    setView({ kind: 'access-code', error: null, submitting: true });
    void submit(code, accessCode);
  }

  return (
    <div className="container page">
      <section className="card auth-card" aria-labelledby="callback-title" aria-live="polite">
        <h1 id="callback-title">{view.kind === 'access-code' ? 'Access Verification' : 'Signing in'}</h1>
        {view.kind === 'working' && <Pending>Completing sign-in...</Pending>}
        {view.kind === 'signed-in' && <p role="status">Login successful! Redirecting...</p>}
        <Alert message={view.kind === 'error' && view.message} />
        {view.kind === 'access-code' && (
          <>
            <p>New to Pitchfit? Signing up requires an access code.</p>
            <form onSubmit={submitAccessCode} noValidate>
              <AccessCodeField value={accessCode} error={view.error} onChange={setAccessCode} />
              <button type="submit" className="button button--primary" aria-disabled={view.submitting}>
                {view.submitting ? 'Verifying...' : 'Complete Sign Up'}
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
