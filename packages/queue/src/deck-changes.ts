import { EventEmitter, on } from 'node:events';
import {
  type DeckChange,
  deckChangeSchema,
  deckChangesChannel,
  sessionRevocationSchema,
  sessionRevocationsChannel,
} from '@pitchfit/contracts/deck-events';
import type { Redis } from 'ioredis';
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
 * hears its own investor's decks, whatever else the channel carries. `connect` opens the connection
 * for it (`createSubscriber`), one that ends when it drops rather than coming back by itself.
 */
export function createDeckChangeHub(connect: () => Redis, redisPrefix: string): DeckChangeHub {
  const channel = deckChangesChannel(redisPrefix);
  const revocationsChannel = sessionRevocationsChannel(redisPrefix);
  const local = new EventEmitter();
  const revocations = new EventEmitter();
  // One listener per open stream; hundreds of open dashboards are normal, not a leak.
  local.setMaxListeners(0);
  revocations.setMaxListeners(0);
  const onMessage = (from: string, message: string) => {
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
  };
  // The subscription in place (or being made), on its own connection.
  let current: { connection: Redis; subscribed: Promise<unknown> } | null = null;
  // Aborted when the subscription drops, ending every listen of that subscription.
  let subscription = new AbortController();
  // Redis keeps nothing for a subscriber that is away, so what is published while the connection is
  // down is lost: when it drops (a network blip, a failover, a node of a cluster going away), every
  // listen ends (each stream's client reconnects and catches up with one list fetch), and the next
  // listen subscribes again on a new connection, so no listen ever goes on deaf.
  const dropped = (connection: Redis) => {
    if (current?.connection !== connection) return;
    current = null;
    connection.disconnect();
    subscription.abort();
    subscription = new AbortController();
  };
  // Subscribed lazily, so a process nobody streams from holds no subscription.
  const subscribe = () => {
    if (current === null) {
      const connection = connect();
      connection.on('message', onMessage);
      connection.once('close', () => dropped(connection));
      connection.once('end', () => dropped(connection));
      const subscribed = connection.subscribe(channel, revocationsChannel).catch((error: unknown) => {
        dropped(connection);
        throw error;
      });
      current = { connection, subscribed };
    }
    return current.subscribed;
  };
  // Aborted on close, ending every open stream: an open server-sent-events response would otherwise
  // hold the HTTP server's close (and a deploy's shutdown) until each browser went away.
  const closing = new AbortController();
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
      if (current) dropped(current.connection);
    },
  };
}
