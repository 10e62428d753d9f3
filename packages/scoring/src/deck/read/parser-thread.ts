import { BYTES_PER_MB, PARSER_THREAD_RECYCLE_HEAP_MB } from '@pitchfit/contracts/constants';
import { startModuleThread } from '../../module-thread';
import { Deadline } from './deadline';
import { PDFJS_URLS } from './pdfjs-runtime';
import type { RequestKind, ThreadReply, ThreadRequests } from './thread-protocol';

/**
 * pdfjs (the part that reads untrusted bytes, and its rendering half) runs in a worker thread of its own
 * (reader-thread.ts), so a hostile PDF can be stopped mid-parse by terminating the thread, its heap is
 * capped without risking the process, and the built-ins pdfjs's legacy build replaces stay native here.
 */
// Text extraction of the largest real deck in the corpus peaks near 150 MB; four times that leaves room
// for odd but honest files while a decompression bomb dies in the thread, not in the process.
const PARSER_HEAP_MB = 600;
// V8 lets a thread's young generation grow to 48 MB and keeps it committed while the thread idles. 8 MB
// cut an idle reading thread's heap from about 110 to 90 MB over the corpus's text decks, read twice; as
// fast at load 2, up to a quarter slower in one run at load 2-5 (docs/benchmarks.md, issue 30).
const PARSER_YOUNG_HEAP_MB = 8;

const THREAD_ENTRY = new URL('./reader-thread.ts', import.meta.url).href;

export class ParserThreadDiedError extends Error {
  override readonly name = 'ParserThreadDiedError';
}

/** The reading thread refused a request; `name` is pdfjs's (`PasswordException` for an encrypted file). */
export class ParserThreadError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ParserThread {
  request<K extends RequestKind>(
    kind: K,
    args: ThreadRequests[K]['args'],
    transfer?: ArrayBuffer[],
  ): Promise<ThreadRequests[K]['result']>;
  /**
   * Aborted, with a ParserThreadDiedError as its reason, when the thread dies on its own (out of memory,
   * crash). A signal, not a promise: a warm thread outlives thousands of awaits, and each
   * `Promise.race` against a pending promise leaves a reaction on it (with the result it raced) until
   * that promise settles, which for a healthy thread is never.
   */
  readonly died: AbortSignal;
  readonly alive: boolean;
  /** The thread's V8 heap as committed when it last answered (0 before its first answer). */
  readonly heapBytes: number;
  /** Keeps the process alive while the thread works; idle threads must not. */
  setBusy(busy: boolean): void;
  terminate(): Promise<void>;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export function startParserThread(): ParserThread {
  const thread = startModuleThread(THREAD_ENTRY, {
    preload: [PDFJS_URLS.parser, PDFJS_URLS.display],
    resourceLimits: {
      maxOldGenerationSizeMb: PARSER_HEAP_MB,
      maxYoungGenerationSizeMb: PARSER_YOUNG_HEAP_MB,
    },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let alive = true;
  let heapBytes = 0;
  let terminating = false;
  const death = new AbortController();
  const fail = (reason: string, cause?: unknown) => {
    alive = false;
    const error = new ParserThreadDiedError(reason, { cause });
    for (const { reject: rejectPending } of pending.values()) rejectPending(error);
    pending.clear();
    if (!terminating) death.abort(error);
  };
  thread.once('error', (error) => fail(`PDF parser thread failed: ${error.message}`, error));
  thread.once('exit', (code) => fail(`PDF parser thread exited with code ${code}`));
  thread.on('message', (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    heapBytes = reply.heapBytes;
    if (reply.ok) waiting?.resolve(reply.result);
    else waiting?.reject(new ParserThreadError(reply.error.name, reply.error.message));
  });
  return {
    request(kind, args, transfer = []) {
      if (!alive) return Promise.reject(new ParserThreadDiedError('PDF parser thread is gone'));
      const id = nextId++;
      const reply = new Promise<ThreadRequests[typeof kind]['result']>((resolve, reject) => {
        // The reply is what the thread's handler for `kind` returned (see thread-protocol.ts).
        pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
        thread.postMessage({ id, kind, args }, transfer);
      });
      // A caller past its deadline no longer listens; the thread's end must not surface as unhandled.
      reply.catch(() => undefined);
      return reply;
    },
    died: death.signal,
    get alive() {
      return alive;
    },
    get heapBytes() {
      return heapBytes;
    },
    setBusy(busy) {
      if (busy) thread.ref();
      else thread.unref();
    },
    async terminate() {
      terminating = true;
      alive = false;
      await thread.terminate();
    },
  };
}

// A healthy parser answers a close within milliseconds; one that does not is terminated with its thread.
const CLOSE_GRACE_MS = 2000;

/**
 * Closes the thread's open document. A busy or dead thread never answers: then the close is left behind
 * and the caller must terminate the thread. Returns whether the close completed.
 */
export async function closeInThread(thread: ParserThread): Promise<boolean> {
  if (!thread.alive) return false;
  const closing = thread.request('close', {}).then(
    () => true,
    () => false,
  );
  return new Deadline(CLOSE_GRACE_MS).race(closing, thread.died).catch(() => false);
}

/**
 * Idle threads wait warm between decks, so the next deck skips the start-up (loading pdfjs and the
 * analysis; a fresh thread's code also runs cold). A process reading several decks at once keeps several
 * (keepWarmParserThreads: the worker keeps one per slot of its fast deck lane); a thread released beyond
 * that ends. Each idle thread
 * keeps the heap its decks grew (V8 gives committed pages back only when the thread ends; measured in
 * docs/benchmarks.md), so:
 * - a thread whose heap grew past PARSER_THREAD_RECYCLE_HEAP_MB ends when released, and a fresh one,
 *   loading pdfjs while it waits, takes its place: the next deck still finds a warm thread;
 * - the ones beyond the first end after PARSER_THREAD_IDLE_MS unused: a burst finds every slot warm, a
 *   quiet worker gives that back;
 * - the first, if it has read a deck, is replaced by a fresh warm thread after PARSER_THREAD_IDLE_MS
 *   unused: a quiet worker keeps pdfjs loaded but not the heap its decks grew (about 90 MB against 42).
 */
export const PARSER_THREAD_IDLE_MS = 60_000;

const RECYCLE_HEAP_BYTES = PARSER_THREAD_RECYCLE_HEAP_MB * BYTES_PER_MB;

interface IdleThread {
  thread: ParserThread;
  /** Ends an extra idle thread, or replaces the first one kept once it has read a deck. */
  expiry?: NodeJS.Timeout;
}

const idleThreads: IdleThread[] = [];
let warmThreads = 1;

/** How many idle threads to keep warm: as many as the decks this process reads at once that must not wait. */
export function keepWarmParserThreads(count: number): void {
  warmThreads = Math.max(1, Math.floor(count));
  for (const extra of idleThreads.splice(warmThreads)) {
    clearTimeout(extra.expiry);
    void extra.thread.terminate();
  }
}

export function acquireParserThread(): ParserThread {
  let idle = idleThreads.pop();
  while (idle) {
    clearTimeout(idle.expiry);
    if (idle.thread.alive) break;
    idle = idleThreads.pop();
  }
  const thread = idle?.thread ?? startParserThread();
  thread.setBusy(true);
  return thread;
}

/**
 * `fresh`: started for the pool and not yet used, so it holds no heap worth giving back. `first`: the
 * one thread kept however long the process is quiet (the bottom of the stack, taken last).
 */
function keepIdle(thread: ParserThread, fresh = false, first = idleThreads.length === 0): void {
  thread.setBusy(false);
  const idle: IdleThread = { thread };
  if (!first || !fresh) {
    idle.expiry = setTimeout(() => {
      const at = idleThreads.indexOf(idle);
      if (at < 0) return;
      idleThreads.splice(at, 1);
      void thread.terminate();
      if (first) keepIdle(startWarmParserThread(), true, true);
    }, PARSER_THREAD_IDLE_MS).unref();
  }
  if (first) idleThreads.unshift(idle);
  else idleThreads.push(idle);
}

/** A thread for the pool whose pdfjs loads now, while no deck waits for it. */
function startWarmParserThread(): ParserThread {
  const thread = startParserThread();
  void thread.request('load', {});
  return thread;
}

export async function releaseParserThread(thread: ParserThread, healthy: boolean): Promise<void> {
  const keep = healthy && thread.alive && idleThreads.length < warmThreads;
  if (keep && thread.heapBytes <= RECYCLE_HEAP_BYTES) {
    keepIdle(thread);
    return;
  }
  await thread.terminate();
  // Checked again: another thread may have been kept while this one ended.
  if (keep && idleThreads.length < warmThreads) keepIdle(startWarmParserThread(), true);
}
