import { performance } from 'node:perf_hooks';
import { jsonArray } from '@pitchfit/db/decks/deck-list';

/** Milliseconds of the API's thread per answer on each way of writing a deck list's JSON. */
export interface AnswerPathPrices {
  /** What the API does: PostgreSQL's JSON of each deck, as bytes, put between brackets. */
  bytesMs: number;
  /** What a transport that maps rows would do: each deck's JSON parsed, then the answer stringified. */
  objectsMs: number;
}

const SECONDS_PER_PATH = 2;

/** Mean milliseconds per call of `write`, run for SECONDS_PER_PATH after a warm-up. */
function timePerCall(write: () => unknown): number {
  for (let i = 0; i < 20; i++) write();
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS_PER_PATH * 1000) {
    write();
    calls += 1;
  }
  return (performance.now() - started) / calls;
}

/**
 * The price of the byte path (REST sends each deck's JSON as PostgreSQL wrote it), in-process, on the
 * answer `body` the API gave (a JSON array of decks, or a page `{results, ...}`).
 */
export function priceAnswerPaths(body: string): AnswerPathPrices {
  const answer: unknown = JSON.parse(body);
  const list = Array.isArray(answer) ? answer : (answer as { results: unknown[] }).results;
  const deckBytes = list.map((deck) => Buffer.from(JSON.stringify(deck)));
  return {
    bytesMs: timePerCall(() => jsonArray(deckBytes)),
    objectsMs: timePerCall(() =>
      Buffer.from(JSON.stringify(deckBytes.map((bytes) => JSON.parse(bytes.toString('utf8'))))),
    ),
  };
}
