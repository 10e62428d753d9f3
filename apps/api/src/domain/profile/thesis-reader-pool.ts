import type { Worker } from 'node:worker_threads';
import { DomainError } from '@pitchfit/contracts/errors';
import { UNAVAILABLE_MESSAGES } from '@pitchfit/contracts/messages';
import type { ThesisReading } from '@pitchfit/contracts/thesis-reading';
import type { ThesisInput } from '@pitchfit/scoring/follow-up';
import { startModuleThread } from '@pitchfit/scoring/module-thread';
import type { FollowUpQuestion } from './submit-thesis';

/** What the thread is asked, by kind, and what it answers. */
interface Questions {
  questions: string;
  reading: ThesisInput;
}
interface Answers {
  questions: FollowUpQuestion[];
  reading: Omit<ThesisReading, 'thesis_version'>;
}
type Kind = keyof Questions;

export type ThesisReaderRequest = {
  [K in Kind]: { id: number; kind: K; thesis: Questions[K] };
}[Kind];
export type ThesisReaderReply =
  | { id: number; ok: true; answer: Answers[Kind] }
  | { id: number; ok: false; message: string };

/**
 * A thesis at the length limit reads in about a second on a busy machine; one that takes this long
 * means the thread is stuck, and is replaced rather than waited for. Generous, as a first reading
 * includes the thread's start (from source, under tsx, 10-20 s on a loaded two-core machine).
 */
const READING_LIMIT_MS = 60_000;

// Built, the bundler (tooling/stack/src/build) rewrites this URL to the entry's own bundle.
const THREAD_ENTRY = new URL('./thesis-reader-thread.ts', import.meta.url).href;

export interface ThesisReader {
  /** The deck engine's follow-up questions for `thesis`. */
  questions(thesis: string): Promise<FollowUpQuestion[]>;
  /** How the thesis is read, its corrections applied. */
  reading(thesis: ThesisInput): Promise<Answers['reading']>;
  close(): Promise<void>;
}

interface Pending {
  resolve(answer: Answers[Kind]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Reads theses off the API's event loop (B4: a 20,000-character thesis held it 2.2-2.5 s per request,
 * and /healthz waited 7.5 s behind eight of them). One thread, started on first use and kept: theses
 * queue on it in order, so a flood of them costs one core, never the loop. A thread that dies or
 * hangs is replaced, and the requests it held answer 503. The reader (its grammar, lexicons and
 * compromise) is loaded by that thread only, not by the API's start.
 */
export function createThesisReader(): ThesisReader {
  let thread: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const failAll = (thread: Worker, error: Error) => {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      pending.delete(id);
    }
    void thread.terminate();
  };

  const start = (): Worker => {
    const started = startModuleThread(THREAD_ENTRY);
    const gone = (cause: unknown) => {
      if (thread === started) thread = null;
      failAll(
        started,
        new DomainError('UNAVAILABLE', UNAVAILABLE_MESSAGES.thesisReader, undefined, { cause }),
      );
    };
    started.on('message', (reply: ThesisReaderReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.ok) waiting.resolve(reply.answer);
      else waiting.reject(new Error(`Reading a thesis failed: ${reply.message}`));
      // An idle thread must not keep the process alive.
      if (pending.size === 0) started.unref();
    });
    started.once('error', gone);
    started.once('exit', (code) => gone(new Error(`thesis reader thread exited with code ${code}`)));
    return started;
  };

  const ask = <K extends Kind>(kind: K, thesis: Questions[K]): Promise<Answers[K]> => {
    thread ??= start();
    const current = thread;
    current.ref();
    const id = nextId++;
    return new Promise<Answers[K]>((resolve, reject) => {
      const timer = setTimeout(() => {
        thread = null;
        failAll(current, new DomainError('UNAVAILABLE', UNAVAILABLE_MESSAGES.thesisReader));
      }, READING_LIMIT_MS);
      // The thread answers a request of this kind with the answer of this kind.
      pending.set(id, { resolve: (answer) => resolve(answer as Answers[K]), reject, timer });
      current.postMessage({ id, kind, thesis } as ThesisReaderRequest);
    });
  };

  return {
    questions: (thesis) => ask('questions', thesis),
    reading: (thesis) => ask('reading', thesis),
    async close() {
      const current = thread;
      thread = null;
      if (current) failAll(current, new DomainError('UNAVAILABLE', UNAVAILABLE_MESSAGES.thesisReader));
      await current?.terminate();
    },
  };
}
