import { RECALC_FEEDBACK_MS } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { refreshDecks } from './use-decks';

/** idle → sending → received (1.5 s) → complete (0.5 s) → done; or sending → failed. */
export type RecalculationPhase = 'idle' | 'sending' | 'received' | 'complete' | 'failed';

/**
 * SPEC section 4's recalculation: ask the server to rescore (it answers at once), say so, then say
 * the update is complete and call `onDone` (which closes the modal). `busy` phases must keep the
 * modal open.
 */
export function useRecalculation(deckId: string, onDone: () => void) {
  const [phase, setPhase] = useState<RecalculationPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const recalculate = useMutation(trpc.decks.recalculate.mutationOptions());

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  async function start() {
    if (phase !== 'idle' && phase !== 'failed') return;
    setPhase('sending');
    setError(null);
    try {
      await recalculate.mutateAsync({ id: deckId });
    } catch (cause) {
      // A refused session is already forgotten; the page's guard goes to /login.
      setPhase(isAuthFailure(cause) ? 'idle' : 'failed');
      if (!isAuthFailure(cause)) setError(serverMessage(cause, MESSAGES.recalcBackgroundError));
      return;
    }
    setPhase('received');
    void refreshDecks();
    timers.current.push(
      window.setTimeout(() => {
        setPhase('complete');
        timers.current.push(window.setTimeout(() => onDoneRef.current(), RECALC_FEEDBACK_MS.complete));
      }, RECALC_FEEDBACK_MS.received),
    );
  }

  const busy = phase === 'sending' || phase === 'received' || phase === 'complete';
  const message =
    phase === 'received' ? MESSAGES.recalcReceived : phase === 'complete' ? MESSAGES.recalcComplete : null;
  return { phase, busy, message, error, start };
}
