import { MessageChannel, Worker } from 'node:worker_threads';
import type { PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfjs, PDFJS_WORKER_URL } from './pdfjs-runtime';

/**
 * pdfjs's parser (the half that reads untrusted bytes) runs in a worker thread of its own, so a hostile
 * PDF can be stopped mid-parse by terminating the thread, and its heap is capped without risking the process.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.workerUrl).then(({ WorkerMessageHandler }) => {
  WorkerMessageHandler.initializeFromPort(workerData.port);
});
`;

// Text extraction of the largest real deck in the corpus peaks near 150 MB; four times that leaves room
// for odd but honest files while a decompression bomb dies in the thread, not in the process.
const PARSER_HEAP_MB = 600;

type WorkerPort = NonNullable<NonNullable<Parameters<typeof PDFWorker.create>[0]>['port']>;

export class ParserThreadDiedError extends Error {
  override readonly name = 'ParserThreadDiedError';
}

export interface ParserThread {
  readonly pdfWorker: PDFWorker;
  /** Rejects when the thread dies on its own (out of memory, crash); never resolves. */
  readonly died: Promise<never>;
  readonly alive: boolean;
  /** Keeps the process alive while the thread works; idle threads must not. */
  setBusy(busy: boolean): void;
  terminate(): Promise<void>;
}

export async function startParserThread(): Promise<ParserThread> {
  const { PDFWorker, VerbosityLevel } = await loadPdfjs();
  const { port1, port2 } = new MessageChannel();
  const thread = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { workerUrl: PDFJS_WORKER_URL, port: port2 },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: PARSER_HEAP_MB },
  });
  let alive = true;
  let terminating = false;
  const died = new Promise<never>((_, reject) => {
    const fail = (reason: string, cause?: unknown) => {
      alive = false;
      if (!terminating) reject(new ParserThreadDiedError(reason, { cause }));
    };
    thread.once('error', (error) => fail(`PDF parser thread failed: ${error.message}`, error));
    thread.once('exit', (code) => fail(`PDF parser thread exited with code ${code}`));
  });
  // Nobody may be awaiting `died` at the moment the thread dies.
  died.catch(() => undefined);
  // pdfjs types the port as a web Worker but only calls postMessage and addEventListener, which a MessagePort has.
  const pdfWorker = PDFWorker.create({
    port: port1 as unknown as WorkerPort,
    verbosity: VerbosityLevel.ERRORS,
  });
  return {
    pdfWorker,
    died,
    get alive() {
      return alive;
    },
    setBusy(busy) {
      if (busy) {
        thread.ref();
        port1.ref();
      } else {
        thread.unref();
        port1.unref();
      }
    },
    async terminate() {
      terminating = true;
      alive = false;
      pdfWorker.destroy();
      port1.close();
      await thread.terminate();
    },
  };
}

// A healthy parser answers a close within milliseconds; one that does not is terminated with its thread.
const CLOSE_GRACE_MS = 2000;

/**
 * Closes a document or loading task. pdfjs waits for the parser to acknowledge, which a busy or dead
 * thread never does: then the close is left behind and the caller must terminate the thread.
 * Returns whether the close completed.
 */
export async function closeInThread(
  closable: { destroy(): Promise<void> },
  thread: ParserThread,
): Promise<boolean> {
  const closing = closable.destroy().then(
    () => true,
    () => false,
  );
  if (!thread.alive) return false;
  const gaveUp = new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS, false).unref());
  return Promise.race([closing, gaveUp, thread.died.catch(() => false)]);
}

/** One warm thread waits between decks so the next deck skips the start-up; extra threads end when released. */
let idleThread: ParserThread | undefined;

export async function acquireParserThread(): Promise<ParserThread> {
  const warm = idleThread;
  idleThread = undefined;
  const thread = warm?.alive ? warm : await startParserThread();
  thread.setBusy(true);
  return thread;
}

export async function releaseParserThread(thread: ParserThread, healthy: boolean): Promise<void> {
  if (healthy && thread.alive && idleThread === undefined) {
    thread.setBusy(false);
    idleThread = thread;
    return;
  }
  await thread.terminate();
}
