import { randomUUID } from 'node:crypto';
import type { Deck } from '@pitchfit/contracts/deck';
import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import { DomainError } from '@pitchfit/contracts/errors';
import type { DeckChangeHub } from '@pitchfit/queue/deck-changes';
import type { DeckStreamLeases } from './deck-stream-leases';

type Closed = Extract<DeckStreamEvent, { kind: 'closed' }>;

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
  /** In the order they opened: the first is the oldest. */
  queues: Set<StreamQueue>;
  stop: AbortController;
  /** Settles once this process hears the investor's changes. */
  listening: Promise<void>;
}

export interface DeckStreams {
  /**
   * The investor's deck stream: `ready` once changes are heard, then each changed deck, until
   * `signal` aborts, the investor opens more than DECK_STREAMS_PER_INVESTOR_MAX in all API
   * processes (the oldest ends with `closed: too_many_streams`: `DeckStreamLeases`) or `closeAtMs` (the access token's expiry) passes (`closed:
   * token_expired`).
   */
  open(investorId: string, signal: AbortSignal, closeAtMs: number): AsyncGenerator<DeckStreamEvent>;
  /** Open streams of the investor in this process. */
  count(investorId: string): number;
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
    const entry: InvestorStreams = { queues: new Set(), stop, listening: Promise.resolve() };
    entry.listening = hub.listen(investorId, stop.signal).then((changes) => {
      void (async () => {
        try {
          for await (const deckId of changes) {
            const deck = await readDeck(investorId, deckId).catch((error: unknown) => {
              if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
              throw error;
            });
            if (deck) for (const queue of entry.queues) queue.push({ kind: 'deck', deck });
          }
        } catch {
          // The database or Redis failed: every stream ends, and each client reconnects and
          // catches up with one list fetch.
        }
        for (const queue of entry.queues) queue.end();
        forget(investorId, entry);
      })();
    });
    // A failed listen is the opener's to report; the next stream starts afresh.
    entry.listening.catch(() => forget(investorId, entry));
    byInvestor.set(investorId, entry);
    return entry;
  };

  return {
    count: (investorId) => byInvestor.get(investorId)?.queues.size ?? 0,
    async *open(investorId, signal, closeAtMs) {
      const entry = byInvestor.get(investorId) ?? startListening(investorId);
      const queue = new StreamQueue();
      const streamId = randomUUID();
      entry.queues.add(queue);
      byId.set(streamId, { queue, entry });
      // A stream is authorized once, when it opens: it must not outlive the token it was opened with.
      const expiry = setTimeout(
        () => queue.end({ kind: 'closed', reason: 'token_expired' }),
        Math.max(0, closeAtMs - Date.now()),
      );
      try {
        await entry.listening;
        await leases.acquire(investorId, streamId);
        queue.push({ kind: 'ready' });
        yield* queue.drain(signal);
      } finally {
        clearTimeout(expiry);
        byId.delete(streamId);
        // Redis unreachable: the lease runs out by itself.
        leases.release(investorId, streamId).catch(() => undefined);
        entry.queues.delete(queue);
        if (entry.queues.size === 0) forget(investorId, entry);
      }
    },
  };
}
