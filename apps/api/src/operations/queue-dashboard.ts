import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { QueueName } from '@pitchfit/contracts/jobs';
import { CLIENT_ERROR_MESSAGES } from '@pitchfit/contracts/messages';
import type { Queues } from '@pitchfit/queue/queues';
import type { FastifyPluginAsync } from 'fastify';
import { logClientError } from '../rest/client-errors';
import { restErrorBody } from '../rest/errors-body';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Shown under each queue's name on the dashboard; typed by the catalog so a new queue must be described. */
const QUEUE_DESCRIPTIONS: Record<QueueName, string> = {
  grading:
    'application.grade: one simulator application each; the applicant waits on the page, so a backlog here is felt at once.',
  decks:
    'deck.score: one deck against its investor’s thesis version. deck.rescoreStale: rescores an investor’s decks after a thesis change, in chunks.',
  'decks-costly':
    'deck.scoreCostly: a deck that needs OCR or outran the fast lane’s budget, scored with the whole deck deadline, one at a time.',
  maintenance:
    'deck.reconcile: the deck reconciler’s pass, run by a job scheduler every RECONCILE_INTERVAL_MS.',
};

/**
 * bull-board over the API's own Queue handles (one per catalog queue), so the API never loads
 * worker code. Operators can inspect, retry, promote and clean jobs. Register inside a context that
 * authenticates operators: the plugin itself checks nothing.
 */
export function queueDashboard(queues: Queues): FastifyPluginAsync {
  return async (app) => {
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: (Object.entries(queues) as [QueueName, Queues[QueueName]][]).map(
        ([name, queue]) => new BullMQAdapter(queue, { description: QUEUE_DESCRIPTIONS[name] }),
      ),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Pitchfit queues' } },
    });
    // bull-board's API takes JSON objects or nothing, and answers anything else with a 500 of its own.
    app.addHook('preHandler', async (request, reply) => {
      const { body } = request;
      if (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body))) return;
      logClientError(request, 400, 'body');
      return reply.status(400).send(restErrorBody(CLIENT_ERROR_MESSAGES.invalidJson));
    });
    await app.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  };
}
