import { MESSAGES } from '@pitchfit/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { httpStatusOf, serverMessage } from '../../lib/api-errors';
import { isAccessVerified, markAccessVerified } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccessCodeField } from '../auth/access-code-field';
import '../auth/auth.css';

export function AccessCodePage() {
  useDocumentTitle('Access Verification');
  const navigate = useNavigate();
  const [accessCode, setAccessCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useMutation(trpc.auth.checkAccessCode.mutationOptions());

  useEffect(() => {
    if (isAccessVerified()) void navigate({ to: '/login', replace: true });
  }, [navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (check.isPending) return;
    if (!accessCode.trim()) {
      setError(MESSAGES.enterAccessCode);
      return;
    }
    setError(null);
    try {
      const { valid } = await check.mutateAsync({ access_code: accessCode });
      if (!valid) {
        setError(MESSAGES.invalidAccessCode);
        return;
      }
      markAccessVerified();
      await navigate({ to: '/login' });
    } catch (cause) {
      // Too many guesses: the server says how long to wait.
      setError(
        httpStatusOf(cause) === 429
          ? serverMessage(cause, MESSAGES.accessCodeError)
          : MESSAGES.accessCodeError,
      );
    }
  }

  return (
    <div className="container page">
      <section className="card auth-card" aria-labelledby="access-title">
        <h1 id="access-title">Access Verification</h1>
        <p>Please enter the access code to continue.</p>
        <form onSubmit={submit} noValidate>
          <AccessCodeField value={accessCode} error={error} onChange={setAccessCode} />
          <button type="submit" className="button button--primary" aria-disabled={check.isPending}>
            {check.isPending ? 'Verifying...' : 'Continue to Login'}
          </button>
        </form>
        <p className="auth-card__footer">Access is limited to authorized users only.</p>
      </section>
    </div>
  );
}
