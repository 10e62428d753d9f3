import { REDIRECT_DELAY_MS, THESIS_MAX_CHARS } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { refreshDecks } from '../../features/decks/use-decks';
import { ThesisReadingPanel } from '../../features/thesis-reading/thesis-reading-panel';
import { WhatIfPanel } from '../../features/thesis-reading/what-if-panel';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { queryClient, trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnerControls } from '../../lib/use-owner-controls';
import { useRedirectLater } from '../../lib/use-redirect-later';
import { useRequireSession } from '../../lib/use-require-session';
import { storeThesisFollowUp } from '../fillout-profile/stored-questions';
import '../profile.css';

/** Write or update the investment thesis; its follow-up questions come next. */
export function ExpandProfilePage() {
  useDocumentTitle('Investment Thesis');
  const loggedIn = useRequireSession();
  const redirectLater = useRedirectLater();
  const me = useQuery({ ...trpc.investor.me.queryOptions(), enabled: loggedIn });
  const ownerControls = useOwnerControls(loggedIn);
  const submitThesis = useMutation(trpc.profile.submitThesis.mutationOptions());
  const [thesis, setThesis] = useState('');
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ rescored: number } | null>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  // Start from the current thesis, so an update is an edit rather than a rewrite.
  const current = me.data?.thesis?.trim() ? me.data.thesis : null;
  useEffect(() => {
    if (current && !edited) setThesis(current);
  }, [current, edited]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitThesis.isPending || done) return;
    if (!thesis.trim()) {
      setError(MESSAGES.fieldRequired);
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      const answer = await submitThesis.mutateAsync({ thesis });
      storeThesisFollowUp(answer.questions, answer.vc_thesis);
      queryClient.setQueryData(
        trpc.investor.me.queryKey(),
        (profile) => profile && { ...profile, thesis: answer.vc_thesis },
      );
      void refreshDecks();
      setDone({ rescored: answer.decks_rescored });
      redirectLater('/fillout-profile', REDIRECT_DELAY_MS.afterThesisSubmit);
    } catch (cause) {
      if (!isAuthFailure(cause)) setError(serverMessage(cause, MESSAGES.submitThesisFailed, 'thesis'));
    }
  }

  if (!loggedIn) return null;
  return (
    <div className="container page page--narrow profile-page">
      <h1>Investment Thesis</h1>
      <p className="lead">
        {ownerControls === false
          ? "Every deck the fund receives is scored against its thesis. Only the fund's owner can change it."
          : 'Describe what you invest in: sectors, stages, check sizes, geographies and anything you avoid. Every deck you receive is scored against it.'}
      </p>
      <Alert message={me.isError && !isAuthFailure(me.error) && MESSAGES.loadProfileFailed} />
      {ownerControls && (
        <form className="card profile-form" onSubmit={submit} noValidate>
          <TextField
            id="thesis"
            label="Your investment thesis"
            hint="Plain sentences work best, for example: seed-stage B2B fintech in Europe, first checks of $250k to $1M."
            value={thesis}
            multiline
            rows={8}
            required
            maxLength={THESIS_MAX_CHARS}
            error={error ?? undefined}
            ref={field}
            onChange={(value) => {
              setEdited(true);
              setThesis(value);
            }}
          />
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={submitThesis.isPending || undefined}
          >
            {submitThesis.isPending && <span className="spinner" aria-hidden="true" />}
            {submitThesis.isPending ? 'Submitting...' : 'Submit Thesis'}
          </button>
          <p role="status" className="profile-form__status">
            {done &&
              `Thesis saved${done.rescored > 0 ? `; ${done.rescored} deck${done.rescored === 1 ? '' : 's'} will be rescored` : ''}. Next: a few questions about it…`}
          </p>
        </form>
      )}
      {ownerControls && current && <WhatIfPanel thesis={thesis} saved={current} />}
      <section className="card profile-current" aria-labelledby="current-thesis-title">
        <h2 id="current-thesis-title">Current thesis</h2>
        <p className={current ? 'profile-current__text' : 'muted'}>{current ?? MESSAGES.thesisNotSet}</p>
      </section>
      {current && <ThesisReadingPanel thesis={current} editable={ownerControls === true} />}
    </div>
  );
}
