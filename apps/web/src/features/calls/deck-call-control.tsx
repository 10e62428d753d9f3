import { CALL_NOTE_MAX, CALL_REASONS, type DECK_CALLS, type DeckCall } from '@pitchfit/contracts/calls';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { queryClient, trpc } from '../../lib/trpc';
import './calls.css';

type Call = (typeof DECK_CALLS)[number];
type ReasonCode = keyof typeof CALL_REASONS;

const deckCallLabel = (call: Call) => (call === 'meet' ? 'Meet' : 'Pass');

/**
 * "Meet" or "Pass" on a deck, with an optional reason and note (issue 28). A call changes no score:
 * the dashboard compares the investor's calls with Pitchfit's order. The call saved earlier (on
 * another visit too) shows as the pressed button, its reason and note filled in.
 */
export function DeckCallControl({ deckId, deckName }: { deckId: string; deckName: string }) {
  const saved = useQuery(trpc.calls.byDeck.queryOptions({ id: deckId }));
  if (saved.isPending) return <p className="muted">Loading your call…</p>;
  if (saved.isError) return <p className="muted">Your call could not be loaded.</p>;
  return <DeckCallForm deckId={deckId} deckName={deckName} saved={saved.data} />;
}

function DeckCallForm({ deckId, deckName, saved }: { deckId: string; deckName: string; saved: DeckCall }) {
  const id = useId();
  const setCall = useMutation(trpc.calls.setCall.mutationOptions());
  const [code, setCode] = useState<ReasonCode | ''>(saved.reason?.code ?? '');
  const [note, setNote] = useState(saved.reason?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const current = saved.call;

  async function send(call: Call | undefined) {
    if (setCall.isPending) return;
    setError(null);
    const reason = call && code ? { code, ...(note.trim() ? { note: note.trim() } : {}) } : undefined;
    try {
      const answer = await setCall.mutateAsync({
        id: deckId,
        ...(call ? { call } : {}),
        ...(reason ? { reason } : {}),
      });
      queryClient.setQueryData(trpc.calls.byDeck.queryKey({ id: deckId }), answer);
      void queryClient.invalidateQueries({ queryKey: trpc.calls.agreement.queryKey() });
    } catch (cause) {
      if (!isAuthFailure(cause)) setError(serverMessage(cause, 'Could not save your call. Try again.'));
    }
  }

  return (
    <fieldset className="deck-call">
      <legend className="visually-hidden">Your call on {deckName}</legend>
      <div className="deck-call__reason">
        <label className="field" htmlFor={`${id}-reason`}>
          <span className="field__label">Reason (optional)</span>
          <select
            id={`${id}-reason`}
            className="field__control"
            value={code}
            onChange={(event) => setCode(event.target.value as ReasonCode | '')}
          >
            <option value="">No reason</option>
            {Object.entries(CALL_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={`${id}-note`}>
          <span className="field__label">Note (optional)</span>
          <input
            id={`${id}-note`}
            className="field__control"
            value={note}
            maxLength={CALL_NOTE_MAX}
            disabled={!code}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      </div>
      <div className="deck-call__buttons">
        {(['meet', 'pass'] as const).map((call) => (
          <button
            key={call}
            type="button"
            className={`button button--small ${current === call ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={current === call}
            disabled={setCall.isPending}
            onClick={() => void send(call)}
          >
            {deckCallLabel(call)}
          </button>
        ))}
        {current && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={setCall.isPending}
            onClick={() => void send(undefined)}
          >
            Withdraw call
          </button>
        )}
      </div>
      <p role="status" className="deck-call__status">
        {current
          ? `Your call: ${deckCallLabel(current)}${saved.reason ? ` (${CALL_REASONS[saved.reason.code]})` : ''}. It changes no score.`
          : ''}
      </p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
