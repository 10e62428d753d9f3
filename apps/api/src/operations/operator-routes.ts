import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { metricsRoute } from './metrics/metrics-route';
import { installOperatorAuth } from './operator-auth';
import { queueDashboard } from './queue-dashboard';

/** The queue dashboard and /metrics, in one context whose every request must authenticate as the operator. */
export function operatorRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const { operatorPassword, rateLimiter, metricsRegistry } = deps.operations;
    await installOperatorAuth(app, operatorPassword.password, rateLimiter);
    await app.register(queueDashboard(deps.queues));
    await app.register(
      metricsRoute({
        registry: metricsRegistry,
        queues: deps.queues,
        redis: deps.redis,
        keyPrefix: deps.env.REDIS_PREFIX,
      }),
    );
  };
}
