/** One server-sent event: its `event:` name (tRPC names only control events) and its parsed data. */
export interface SseEvent {
  event: string | null;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every data event received so far, in order (pings and the connected event left out). */
  events: SseEvent[];
  /** Resolves with the first received event matching `match`, waiting up to `limitMs` (a broken-run bound). */
  next(match: (event: SseEvent) => boolean, limitMs?: number): Promise<SseEvent>;
  /** Settles when the stream ends, whoever ended it (the server, a dead connection, `close`). */
  ended: Promise<void>;
  /** When the last bytes came, pings included. */
  readonly lastActivityMs: number;
  /** How long the server tells its client to wait in silence before reconnecting (tRPC's `connected` event), if it did. */
  readonly reconnectAfterInactivityMs: number | null;
  close(): void;
}

/**
 * Opens a tRPC subscription the way the browser's EventSource does (GET, `accept: text/event-stream`,
 * input and connectionParams in the query) and collects its events, so a test reads exactly what a
 * browser would be sent. `onEvent` hears each event as it arrives.
 */
export async function openSse(url: string, onEvent?: (event: SseEvent) => void): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  let lastActivityMs = Date.now();
  let reconnectAfterInactivityMs: number | null = null;
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          lastActivityMs = Date.now();
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const lines = block.split('\n');
            const name =
              lines
                .find((line) => line.startsWith('event:'))
                ?.slice(6)
                .trim() ?? null;
            const data = lines
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n');
            if (name === 'connected' && data) {
              const { reconnectAfterInactivityMs: after } = JSON.parse(data) as {
                reconnectAfterInactivityMs?: unknown;
              };
              if (typeof after === 'number') reconnectAfterInactivityMs = after;
            }
            if (!data || name === 'connected' || name === 'ping') continue;
            const event = { event: name, data: JSON.parse(data) as unknown };
            events.push(event);
            onEvent?.(event);
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Closed by the test, or the connection died: either way the stream has ended.
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    get lastActivityMs() {
      return lastActivityMs;
    },
    get reconnectAfterInactivityMs() {
      return reconnectAfterInactivityMs;
    },
    next(match, limitMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${limitMs} ms; got ${JSON.stringify(events)}`));
        }, limitMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/** The URL of a tRPC subscription with the access token in connectionParams, as the web app sends it. */
export function subscriptionUrl(origin: string, path: string, accessToken: string | null): string {
  const query = new URLSearchParams();
  if (accessToken !== null) query.set('connectionParams', JSON.stringify({ accessToken }));
  return `${origin}/trpc/${path}?${query.toString()}`;
}
