import type { IncomingMessage } from 'node:http';

/** A client slower than this to send the excess gets its answer anyway, and the connection closes. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads and discards what is left of a request body, up to `maxBytes` or DRAIN_TIMEOUT_MS, so an
 * answer sent before the body arrived (a 413) reaches the client: closing the connection while it
 * is still sending makes Node's fetch, and browsers on slow links, report a network error instead.
 */
export function drainBody(raw: IncomingMessage, maxBytes: number): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    };
    const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
