import { randomUUID } from 'node:crypto';
import type { Deck } from '@pitchfit/contracts/deck';
import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import { DomainError } from '@pitchfit/contracts/errors';
import type { DeckChangeHub } from '@pitchfit/queue/deck-changes';
import type { DeckStreamLeases } from './deck-stream-leases';

type Closed = Extract<DeckStreamEvent, { kind: 'closed' }>;

/**
 * How long the read of one change may take before the investor's streams in this process end
 * instead. A read that never answers would hold every later change behind it while the streams stay
 * open, pings and all, so no client would know to catch up (test:fleet saw two investors' streams go
 * quiet on a live API whose subscription still heard every change). Ended, each client reconnects and
 * catches up with one list fetch. Generous: on a machine at load 25 a read took about 1 s.
 */
export const DECK_CHANGE_READ_LIMIT_MS = 15_000;

/** `read`, or a rejection once `limitMs` has passed without an answer. */
async function withinLimit<T>(read: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a deck change was not read within ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** One open stream's events, waiting to be sent. */
class StreamQueue {
  private readonly events: DeckStreamEvent[] = [];
  private wake: (() => void) | null = null;
  private ended = false;

  push(event: DeckStreamEvent): void {
    if (this.ended) return;
    this.events.push(event);
    this.wake?.();
  }

  /** Ends the stream after what is queued, with a last event saying why (when there is one). */
  end(last?: Closed): void {
    if (this.ended) return;
    if (last) this.events.push(last);
    this.ended = true;
    this.wake?.();
  }

  async *drain(signal: AbortSignal): AsyncGenerator<DeckStreamEvent> {
    const stop = () => this.end();
    signal.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const next = this.events.shift();
        if (next) {
          yield next;
          continue;
        }
        if (this.ended) return;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
      }
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }
}

interface InvestorStreams {
  /** Each open stream with the fund member who opened it, in the order they opened: the first is the oldest. */
  queues: Map<StreamQueue, string>;
  stop: AbortController;
  /** Settles once this process hears the investor's changes. */
  listening: Promise<void>;
}

export interface DeckStreams {
  /**
   * The fund's deck stream, opened by one of its members: `ready` once changes are heard, then each
   * changed deck, until `signal` aborts, the member opens more than DECK_STREAMS_PER_INVESTOR_MAX in
   * all API processes (their oldest ends with `closed: too_many_streams`: `DeckStreamLeases`, keyed by
   * member so one partner's tabs never close another's), `closeAtMs` (the access token's expiry)
   * passes (`closed: token_expired`) or the member's sessions are revoked (`closed: session_revoked`).
   */
  open(
    fundId: string,
    memberId: string,
    signal: AbortSignal,
    closeAtMs: number,
  ): AsyncGenerator<DeckStreamEvent>;
  /** Open streams of the fund in this process. */
  count(fundId: string): number;
}

/**
 * The investor's open deck streams in this process, fed by ONE listener per investor: each change
 * is read from the database once and handed to every stream (B5: 1,000 streams of one investor
 * turned three uploads into 9,000 reads, and slowed every other investor's list). `readDeck` reads
 * the deck with the investor's id in the query, so a stream only ever carries its investor's decks,
 * and answers NOT_FOUND for anyone else's.
 */
export function createDeckStreams(
  hub: DeckChangeHub,
  leases: DeckStreamLeases,
  readDeck: (investorId: string, deckId: string) => Promise<Deck>,
  readLimitMs = DECK_CHANGE_READ_LIMIT_MS,
): DeckStreams {
  const byInvestor = new Map<string, InvestorStreams>();
  const byId = new Map<string, { queue: StreamQueue; entry: InvestorStreams }>();
  leases.onTakenAway((streamId) => {
    const stream = byId.get(streamId);
    if (!stream) return;
    stream.queue.end({ kind: 'closed', reason: 'too_many_streams' });
    stream.entry.queues.delete(stream.queue);
  });

  const forget = (investorId: string, entry: InvestorStreams) => {
    if (byInvestor.get(investorId) === entry) byInvestor.delete(investorId);
    entry.stop.abort();
  };

  const startListening = (investorId: string): InvestorStreams => {
    const stop = new AbortController();
    const entry: InvestorStreams = { queues: new Map(), stop, listening: Promise.resolve() };
    entry.listening = hub.listen(investorId, stop.signal).then((changes) => {
      void (async () => {
        try {
          for await (const deckId of changes) {
            const deck = await withinLimit(readDeck(investorId, deckId), readLimitMs).catch(
              (error: unknown) => {
                if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
                throw error;
              },
            );
            if (deck) for (const queue of entry.queues.keys()) queue.push({ kind: 'deck', deck });
          }
        } catch {
          // The database or Redis failed, or a read did not answer in time: every stream ends, and
          // each client reconnects and catches up with one list fetch.
        }
        for (const queue of entry.queues.keys()) queue.end();
        forget(investorId, entry);
      })();
    });
    // A failed listen is the opener's to report; the next stream starts afresh.
    entry.listening.catch(() => forget(investorId, entry));
    byInvestor.set(investorId, entry);
    return entry;
  };

  return {
    count: (fundId) => byInvestor.get(fundId)?.queues.size ?? 0,
    async *open(fundId, memberId, signal, closeAtMs) {
      const entry = byInvestor.get(fundId) ?? startListening(fundId);
      const queue = new StreamQueue();
      const streamId = randomUUID();
      entry.queues.set(queue, memberId);
      byId.set(streamId, { queue, entry });
      const stopWatching = new AbortController();
      // A stream is authorized once, when it opens: it must not outlive the token it was opened with.
      const expiry = setTimeout(
        () => queue.end({ kind: 'closed', reason: 'token_expired' }),
        Math.max(0, closeAtMs - Date.now()),
      );
      try {
        // A partner removed from the fund stops hearing its decks at once, not when the token expires.
        await hub.watchRevocation(memberId, AbortSignal.any([signal, stopWatching.signal]), () =>
          queue.end({ kind: 'closed', reason: 'session_revoked' }),
        );
        await entry.listening;
        await leases.acquire(memberId, streamId);
        queue.push({ kind: 'ready' });
        yield* queue.drain(signal);
      } finally {
        stopWatching.abort();
        clearTimeout(expiry);
        byId.delete(streamId);
        // Redis unreachable: the lease runs out by itself.
        leases.release(memberId, streamId).catch(() => undefined);
        entry.queues.delete(queue);
        if (entry.queues.size === 0) forget(fundId, entry);
      }
    },
  };
}
