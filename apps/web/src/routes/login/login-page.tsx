import { MESSAGES } from '@pitchfit/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { clearNotice, isAccessVerified, peekNotice } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../auth/auth.css';

export function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const verified = isAccessVerified();
  const [notice] = useState(peekNotice);
  useEffect(clearNotice, []);
  const [error, setError] = useState<string | null>(null);
  const loginUrl = useMutation(trpc.auth.googleLoginUrl.mutationOptions());
  // Stays true after the URL arrives: the browser is leaving for the provider.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!verified) void navigate({ to: '/access-code', replace: true });
  }, [verified, navigate]);

  async function signIn() {
    if (loginUrl.isPending || leaving) return;
    setError(null);
    try {
      const { auth_url } = await loginUrl.mutateAsync();
      setLeaving(true);
      window.location.assign(auth_url);
    } catch {
      setError(MESSAGES.loginUrlFailed);
    }
  }

  if (!verified) return null;
  const loading = loginUrl.isPending || leaving;
  return (
    <div className="container page">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Login</h1>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <p>VCs can login or signup via Google OAuth.</p>
        <Alert message={error} />
        <button
          type="button"
          className="button button--primary"
          aria-disabled={loading}
          onClick={() => void signIn()}
        >
          {loading ? 'Loading login options...' : 'Login with Google'}
        </button>
        <p className="auth-card__footer">
          By logging in, you agree to our Terms of Service and Privacy Policy.
        </p>
      </section>
    </div>
  );
}
