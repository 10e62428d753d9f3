import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { metricsRoute } from './metrics/metrics-route';
import { operatorAuth } from './operator-auth';
import { queueDashboard } from './queue-dashboard';

/** The queue dashboard and /metrics, in one context whose every request must authenticate as the operator. */
export function operatorRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const { operatorPassword, rateLimiter, httpMetrics, jobMetrics } = deps.operations;
    app.addHook('onRequest', operatorAuth(operatorPassword.password, rateLimiter));
    await app.register(queueDashboard(deps.queues));
    await app.register(metricsRoute({ queues: deps.queues, httpMetrics, jobMetrics }));
  };
}
