import { parentPort } from 'node:worker_threads';
import { followUpQuestions, thesisReading } from '@pitchfit/scoring/follow-up';
import type { ThesisReaderReply, ThesisReaderRequest } from './thesis-reader-pool';

/**
 * The thread that reads theses (thesis-reader-pool.ts), for their follow-up questions and for the
 * reading the investor corrects: reading takes up to half a second at the length limit, which on the
 * API's event loop would stall every request.
 */
if (!parentPort) throw new Error('thesis-reader-thread.ts runs as a worker thread only');
const port = parentPort;
port.on('message', (request: ThesisReaderRequest) => {
  let reply: ThesisReaderReply;
  try {
    reply =
      request.kind === 'questions'
        ? { id: request.id, ok: true, answer: followUpQuestions(request.thesis) }
        : { id: request.id, ok: true, answer: thesisReading(request.thesis) };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
