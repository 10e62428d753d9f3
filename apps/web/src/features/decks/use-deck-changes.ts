import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useMemo, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { refreshPipeline } from '../pipeline/use-pipeline';
import { deckStreamCache } from './deck-stream-cache';

/** After a stream fails or ends (refused, the API away or restarting), try again this much later; polling covers the gap. */
const STREAM_RETRY_MS = 10_000;

/**
 * Keeps the cached deck list current from the investor's deck stream (server-sent events): each
 * pushed deck is put into the list in place, with no request. When the stream says it is
 * listening, the list is fetched once, so nothing that changed before (or while it was down) is
 * missed. Returns whether the stream is live (connected and past `ready`); while it is not, the list polls.
 */
export function useDeckChanges(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const applyEvent = useMemo(() => deckStreamCache(queryClient, trpc.decks.top.queryKey({})), [queryClient]);
  // Live only once the stream has said `ready` on this connection (and the catch-up fetch is asked for).
  const [ready, setReady] = useState(false);
  const stream = useSubscription(
    trpc.decks.changes.subscriptionOptions(undefined, {
      enabled,
      onData: (event) => {
        void applyEvent(event);
        // A partner's note or vote changes no deck field: the open deck's pipeline is read again.
        if (event.kind === 'deck') void refreshPipeline();
        if (event.kind === 'ready') setReady(true);
      },
    }),
  );

  const connected = stream.status === 'pending';
  useEffect(() => {
    if (!connected) setReady(false);
  }, [connected]);

  // Refused or broken (`error`), or ended by the server (`idle`, e.g. an API restarting for a deploy).
  const failed = enabled && (stream.status === 'error' || stream.status === 'idle');
  const { reset } = stream;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(reset, STREAM_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed, reset]);

  return enabled && connected && ready;
}
