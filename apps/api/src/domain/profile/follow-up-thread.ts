import { parentPort } from 'node:worker_threads';
import { followUpQuestions } from '@pitchfit/scoring/follow-up';
import type { FollowUpReply, FollowUpRequest } from './follow-up-pool';

/**
 * The thread that reads theses for their follow-up questions (follow-up-pool.ts): reading takes up
 * to half a second at the length limit, which on the API's event loop would stall every request.
 */
if (!parentPort) throw new Error('follow-up-thread.ts runs as a worker thread only');
const port = parentPort;
port.on('message', ({ id, thesis }: FollowUpRequest) => {
  let reply: FollowUpReply;
  try {
    reply = { id, ok: true, questions: followUpQuestions(thesis) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
