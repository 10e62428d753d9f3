import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import { openSse, type SseStream, subscriptionUrl } from '@pitchfit/testing/sse-reader';

/** Whether the stream says it listens (`ready`) before it ends. */
function listening(stream: SseStream): Promise<boolean> {
  const ready = stream.next((event) => (event.data as DeckStreamEvent).kind === 'ready').then(() => true);
  return Promise.race([ready, stream.ended.then(() => false)]).catch(() => false);
}

/** When a stream was listening: from its `ready` to its end (`endMs` null while it is open). */
export interface OpenSpell {
  startMs: number;
  endMs: number | null;
}

/**
 * An investor's dashboard holding its deck stream open through the proxy, as the web app does:
 * when the stream ends (its API died), it opens a new one at once, which the proxy sends to a live
 * API. It records every deck event it is sent and when it was listening.
 */
export class DeckWatch {
  /** Every deck event received, in order, with the deck's status at that moment. */
  readonly deckEvents: Array<{ deckId: string; status: string }> = [];
  readonly spells: OpenSpell[] = [];
  private stream: SseStream | null = null;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly origin: string,
    readonly investorId: string,
    private readonly accessToken: string,
  ) {}

  /** Opens the first stream; resolves once it is listening. */
  async start(): Promise<void> {
    await this.openOnce();
    this.running = this.keepOpen();
  }

  /** Decks whose `scored` state this investor was sent. */
  scoredDecks(): Set<string> {
    return new Set(this.deckEvents.filter((event) => event.status === 'scored').map((event) => event.deckId));
  }

  /** Whether the stream was listening all through [fromMs, toMs]. */
  listenedThrough(fromMs: number, toMs: number): boolean {
    return this.spells.some((spell) => spell.startMs <= fromMs && (spell.endMs ?? Infinity) >= toMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stream?.close();
    await this.running;
  }

  private async openOnce(): Promise<void> {
    for (;;) {
      const stream = await openSse(
        subscriptionUrl(this.origin, 'decks.changes', this.accessToken),
        (event) => {
          const data = event.data as DeckStreamEvent;
          if (data.kind === 'deck') this.deckEvents.push({ deckId: data.deck.id, status: data.deck.status });
        },
      ).catch(() => null);
      const ready = stream?.status === 200 && (await listening(stream));
      if (stream && ready) {
        this.stream = stream;
        const spell: OpenSpell = { startMs: Date.now(), endMs: null };
        this.spells.push(spell);
        void stream.ended.then(() => {
          spell.endMs = Date.now();
        });
        return;
      }
      stream?.close();
      if (this.stopped) return;
      // The proxy has not yet taken the dead API out: ask again shortly.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async keepOpen(): Promise<void> {
    while (!this.stopped) {
      await this.stream?.ended;
      if (this.stopped) return;
      await this.openOnce();
    }
  }
}
