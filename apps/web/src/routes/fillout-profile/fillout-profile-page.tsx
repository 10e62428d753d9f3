import { REDIRECT_DELAY_MS } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import type { ProfileQuestion } from '@pitchfit/contracts/profile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { PendingPage } from '../../components/pending-page';
import { TextField } from '../../components/text-field';
import { refreshDecks } from '../../features/decks/use-decks';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { queryClient, trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnerControls } from '../../lib/use-owner-controls';
import { useRedirectLater } from '../../lib/use-redirect-later';
import { useRequireSession } from '../../lib/use-require-session';
import { clearThesisFollowUp, readThesisFollowUp, savedAnswers } from './stored-questions';
import '../profile.css';

/**
 * Answer the thesis's follow-up questions. They come from the thesis page through local storage
 * (SPEC section 4); when that is empty (another browser, a reload later) the server's current set is
 * used. Answers already saved are always filled in, so a revisit shows them.
 */
export function FilloutProfilePage() {
  useDocumentTitle('Profile Questions');
  const loggedIn = useRequireSession();
  const redirectLater = useRedirectLater();
  const [stored] = useState(readThesisFollowUp);
  // Always asked for, even with questions stored locally: it carries the answers already saved,
  // which a revisit must show rather than empty fields.
  const server = useQuery({ ...trpc.profile.questions.queryOptions(), enabled: loggedIn });
  const ownerControls = useOwnerControls(loggedIn);
  const submitAnswers = useMutation(
    trpc.profile.submitAnswers.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.profile.questions.queryKey() }),
    }),
  );
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const fields = useRef(new Map<string, HTMLInputElement>());

  const questions: ProfileQuestion[] =
    stored.questions.length > 0 ? stored.questions : (server.data?.questions ?? []);
  useEffect(() => {
    setAnswers((given) => ({ ...savedAnswers(server.data?.questions ?? []), ...given }));
  }, [server.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitAnswers.isPending || done) return;
    const blank = questions.filter((q) => !answers[q.id]?.trim()).map((q) => q.id);
    if (blank.length > 0) {
      setMissing(new Set(blank));
      setError(MESSAGES.answerAllQuestions);
      fields.current.get(blank[0] ?? '')?.focus();
      return;
    }
    setMissing(new Set());
    setError(null);
    try {
      await submitAnswers.mutateAsync({
        answers: Object.fromEntries(questions.map((q) => [q.id, answers[q.id]?.trim() ?? ''])),
      });
      clearThesisFollowUp();
      void refreshDecks();
      setDone(true);
      redirectLater('/dashboard', REDIRECT_DELAY_MS.afterProfileComplete);
    } catch (cause) {
      if (!isAuthFailure(cause)) setError(serverMessage(cause, MESSAGES.submitProfileFailed));
    }
  }

  if (!loggedIn) return null;
  if (ownerControls === undefined) return <PendingPage narrow />;
  if (!ownerControls) {
    return (
      <div className="container page page--narrow profile-page">
        <h1>Profile Questions</h1>
        <p>Only the fund&apos;s owner answers the questions about its thesis.</p>
        <p>
          <Link to="/dashboard" className="button button--primary">
            Back to the dashboard
          </Link>
        </p>
      </div>
    );
  }
  if (questions.length === 0) {
    if (server.isPending) {
      return <PendingPage narrow />;
    }
    return (
      <div className="container page page--narrow profile-page">
        <h1>No Questions Available</h1>
        <p>{MESSAGES.noQuestionsFound}</p>
        <p>
          <Link to="/expand-profile" className="button button--primary">
            Set your investment thesis
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="container page page--narrow profile-page">
      <h1>Profile Questions</h1>
      <p className="lead">
        A few questions about your thesis. Your answers make every deck's match more precise.
      </p>
      {stored.thesis && (
        <details className="profile-thesis">
          <summary>Your thesis</summary>
          <p>{stored.thesis}</p>
        </details>
      )}
      <form className="card profile-form" onSubmit={submit} noValidate>
        <ol className="profile-questions">
          {questions.map((question) => (
            <li key={question.id}>
              <TextField
                id={`question-${question.id}`}
                label={question.text}
                value={answers[question.id] ?? ''}
                multiline={false}
                required
                maxLength={5_000}
                error={missing.has(question.id) ? MESSAGES.fieldRequired : undefined}
                ref={(element) => {
                  if (element) fields.current.set(question.id, element);
                  else fields.current.delete(question.id);
                }}
                onChange={(value) => setAnswers((given) => ({ ...given, [question.id]: value }))}
              />
            </li>
          ))}
        </ol>
        <Alert message={error} />
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={submitAnswers.isPending || undefined}
        >
          {submitAnswers.isPending && <span className="spinner" aria-hidden="true" />}
          Complete Profile
        </button>
        <p role="status" className="profile-form__status">
          {done && 'Profile completed. Your decks will be rescored. Returning to your dashboard…'}
        </p>
      </form>
    </div>
  );
}
