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
  /** The proxy's name for the API that served it (`x-served-by`). */
  api: string | null;
}

/**
 * An investor's dashboard holding its deck stream open through the proxy, as the web app does:
 * when the stream ends (its API died, or its Redis subscription dropped), or stays silent, not even
 * pinging, for as long as the server told its client to wait (tRPC's client reconnects then), it
 * opens a new one at once, which the proxy sends to a live API, and once that says `ready` it
 * fetches the deck list (catching up with what changed while it was away). It records every deck
 * event it is sent, the decks each catch-up found scored, when it was listening, and how many
 * streams it left for their silence.
 */
export class DeckWatch {
  /** Every deck event received, in order, with the deck's status at that moment. */
  readonly deckEvents: Array<{ deckId: string; status: string; atMs: number }> = [];
  /** Decks a catch-up list fetch found scored. */
  readonly caughtUp = new Set<string>();
  readonly spells: OpenSpell[] = [];
  /** Streams left because they went silent (not ended by anyone). */
  silentStreams = 0;
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

  /**
   * When the stream that is still open began listening, if it has been open since then. A score
   * written after that (its `scored_at` is when its statement began, before its commit and publish)
   * must have come as an event: no catch-up follows.
   */
  openSince(): number | null {
    const last = this.spells.at(-1);
    return last && last.endMs === null ? last.startMs : null;
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
          if (data.kind === 'deck')
            this.deckEvents.push({ deckId: data.deck.id, status: data.deck.status, atMs: Date.now() });
        },
      ).catch(() => null);
      const ready = stream?.status === 200 && (await listening(stream));
      if (stream && ready) {
        const spell: OpenSpell = {
          startMs: Date.now(),
          endMs: null,
          api: stream.headers.get('x-served-by'),
        };
        void stream.ended.then(() => {
          spell.endMs = Date.now();
        });
        if (await this.catchUp()) {
          this.stream = stream;
          this.spells.push(spell);
          return;
        }
      }
      stream?.close();
      if (this.stopped) return;
      // The proxy has not yet taken the dead API out: ask again shortly.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The deck list as the web app fetches it once its stream is `ready`; false if it failed. */
  private async catchUp(): Promise<boolean> {
    const res = await fetch(`${this.origin}/api/decks/top/`, {
      headers: { authorization: `Bearer ${this.accessToken}` },
    }).catch(() => null);
    if (res?.status !== 200) return false;
    const list = (await res.json().catch(() => null)) as Array<{ id: string; status: string }> | null;
    if (!list) return false;
    for (const deck of list) if (deck.status === 'scored') this.caughtUp.add(deck.id);
    return true;
  }

  private async keepOpen(): Promise<void> {
    while (!this.stopped) {
      const stream = this.stream;
      if (stream && (await this.endedOrSilent(stream)) === 'silent') {
        this.silentStreams += 1;
        stream.close();
      }
      if (this.stopped) return;
      await this.openOnce();
    }
  }

  /** Whether the stream ended, or went silent for as long as its server said to wait. */
  private async endedOrSilent(stream: SseStream): Promise<'ended' | 'silent'> {
    let over = false;
    const ended = stream.ended.then(() => {
      over = true;
      return 'ended' as const;
    });
    const limit = stream.reconnectAfterInactivityMs;
    if (limit === null) return ended;
    const silent = (async () => {
      while (!over) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (!over && Date.now() - stream.lastActivityMs > limit) return 'silent' as const;
      }
      return 'ended' as const;
    })();
    return Promise.race([ended, silent]);
  }
}
