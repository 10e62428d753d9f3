import { EventEmitter, on } from 'node:events';
import {
  type DeckChange,
  deckChangeSchema,
  deckChangesChannel,
  sessionRevocationSchema,
  sessionRevocationsChannel,
} from '@pitchfit/contracts/deck-events';
import type { RedisClient } from './redis';

/** Publishes a deck change (one deck, or many of one investor) to every API process. Best effort: a lost event leaves the list to polling. */
export async function publishDeckChange(
  redis: RedisClient,
  redisPrefix: string,
  change: DeckChange,
): Promise<void> {
  await redis.publish(deckChangesChannel(redisPrefix), JSON.stringify(deckChangeSchema.parse(change)));
}

/** Tells every API process to end the investor's open deck streams now (their sessions were revoked). */
export async function publishSessionRevocation(
  redis: RedisClient,
  redisPrefix: string,
  investorId: string,
): Promise<void> {
  await redis.publish(
    sessionRevocationsChannel(redisPrefix),
    JSON.stringify(sessionRevocationSchema.parse({ investorId })),
  );
}

export interface DeckChangeHub {
  /**
   * Starts listening for the investor's deck changes and resolves once the process's Redis
   * subscription is in place, so every change published after that is heard. Yields deck ids
   * until `signal` aborts, or until the subscription drops: Redis keeps nothing for a subscriber
   * that is away, so a listener that went on after a drop would miss changes without knowing.
   */
  listen(investorId: string, signal: AbortSignal): Promise<AsyncIterable<string>>;
  /**
   * Calls `onRevoked` when the investor's sessions are revoked (publishSessionRevocation), until
   * `signal` aborts; resolves once the subscription is in place.
   */
  watchRevocation(investorId: string, signal: AbortSignal, onRevoked: () => void): Promise<void>;
  close(): Promise<void>;
}

async function* deckIds(events: AsyncIterable<unknown[]>, signal: AbortSignal): AsyncGenerator<string> {
  try {
    for await (const [deckId] of events) if (typeof deckId === 'string') yield deckId;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

/**
 * One Redis subscription per process, fanned out in memory by investor id: a stream only ever
 * hears its own investor's decks, whatever else the channel carries. `subscriber` is given over to
 * subscriber mode (Redis allows no other commands on it).
 */
export function createDeckChangeHub(subscriber: RedisClient, redisPrefix: string): DeckChangeHub {
  const channel = deckChangesChannel(redisPrefix);
  const revocationsChannel = sessionRevocationsChannel(redisPrefix);
  const local = new EventEmitter();
  const revocations = new EventEmitter();
  // One listener per open stream; hundreds of open dashboards are normal, not a leak.
  local.setMaxListeners(0);
  revocations.setMaxListeners(0);
  let subscribed: Promise<unknown> | null = null;
  // Aborted when the subscription drops, ending every listen of that subscription.
  let subscription = new AbortController();
  // The subscription drops with its connection (`close`); on a cluster, when a node leaves the
  // client's pool (`-node`: if it was the subscriber's, ioredis subscribes on another node and says
  // nothing of it; under load a timed-out slots refresh empties the pool). ioredis subscribes again
  // by itself, but what was published meanwhile is lost: every listen ends (each stream's client
  // reconnects and catches up with one list fetch), and the next listen waits until the
  // subscription is back.
  const dropped = () => {
    if (subscribed === null) return;
    subscribed = null;
    subscription.abort();
    subscription = new AbortController();
  };
  subscriber.on('close', dropped);
  subscriber.on('-node', dropped);
  // Subscribed lazily, so a process nobody streams from holds no subscription.
  const subscribe = () => {
    subscribed ??= subscriber.subscribe(channel, revocationsChannel).catch((error: unknown) => {
      subscribed = null;
      throw error;
    });
    return subscribed;
  };
  // Aborted on close, ending every open stream: an open server-sent-events response would otherwise
  // hold the HTTP server's close (and a deploy's shutdown) until each browser went away.
  const closing = new AbortController();
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel && from !== revocationsChannel) return;
    let body: unknown;
    try {
      body = JSON.parse(message);
    } catch {
      return;
    }
    if (from === revocationsChannel) {
      const revoked = sessionRevocationSchema.safeParse(body);
      if (revoked.success) revocations.emit(revoked.data.investorId);
      return;
    }
    const parsed = deckChangeSchema.safeParse(body);
    if (!parsed.success) return;
    const change = parsed.data;
    for (const deckId of 'deckId' in change ? [change.deckId] : change.deckIds)
      local.emit(change.investorId, deckId);
  });
  return {
    async listen(investorId, streamSignal) {
      const signal = AbortSignal.any([streamSignal, closing.signal, subscription.signal]);
      // Listening starts before the subscription is confirmed, so nothing published meanwhile is lost.
      const events = on(local, investorId, { signal });
      await subscribe();
      return deckIds(events, signal);
    },
    async watchRevocation(investorId, streamSignal, onRevoked) {
      const signal = AbortSignal.any([streamSignal, closing.signal]);
      if (signal.aborted) return;
      revocations.on(investorId, onRevoked);
      signal.addEventListener('abort', () => revocations.off(investorId, onRevoked), { once: true });
      await subscribe();
    },
    async close() {
      closing.abort();
      local.removeAllListeners();
      revocations.removeAllListeners();
      subscriber.disconnect();
    },
  };
}
