import { CALL_NOTE_MAX, CALL_REASONS, type DECK_CALLS } from '@pitchfit/contracts/calls';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { queryClient, trpc } from '../../lib/trpc';
import { type DeckCall, deckCallKey, deckCallLabel } from './deck-call-cache';
import './calls.css';

type Call = (typeof DECK_CALLS)[number];
type ReasonCode = keyof typeof CALL_REASONS;

/**
 * "Meet" or "Pass" on a deck, with an optional reason and note (issue 28). A call changes no score:
 * the dashboard compares the investor's calls with Pitchfit's order.
 */
export function DeckCallControl({ deckId, deckName }: { deckId: string; deckName: string }) {
  const id = useId();
  const saved = useQuery<DeckCall | null>({
    queryKey: deckCallKey(deckId),
    queryFn: () => null,
    staleTime: Infinity,
  });
  const setCall = useMutation(trpc.calls.setCall.mutationOptions());
  const [code, setCode] = useState<ReasonCode | ''>(saved.data?.reason?.code ?? '');
  const [note, setNote] = useState(saved.data?.reason?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const current = saved.data?.call ?? null;

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
      queryClient.setQueryData(deckCallKey(deckId), answer);
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
          ? `Your call: ${deckCallLabel(current)}${saved.data?.reason ? ` (${CALL_REASONS[saved.data.reason.code]})` : ''}. It changes no score.`
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
