import type { RedisClient } from '@pitchfit/queue/redis';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import type { ApiEnv } from '../env';
import { createHttpMetrics, type HttpMetrics } from './metrics/http-metrics';
import { type OperatorPassword, resolveOperatorPassword } from './operator-password';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard';
import { createRateLimiter, type RateLimiter } from './rate-limit';

export interface OperationsDeps {
  operatorPassword: OperatorPassword;
  rateLimiter: RateLimiter;
  /** This process's own metrics; /metrics adds the cluster-wide ones from Redis. */
  metricsRegistry: Registry;
  httpMetrics: HttpMetrics;
}

interface OperationsInputs {
  env: ApiEnv;
  redis: RedisClient;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** Reports Redis failures of the limiter without flooding the log. */
  onRedisError: (error: Error) => void;
}

export function createOperationsDeps(inputs: OperationsInputs): OperationsDeps {
  const { env, redis, logger, onRedisError } = inputs;
  const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
  const operatorPassword = resolveOperatorPassword(env);
  if (operatorPassword.generatedIn) {
    // The password itself only in the start banner, which a person reads once: logs are shipped and kept.
    logger.warn(
      `Operator pages (${env.PUBLIC_URL}${QUEUE_DASHBOARD_PATH}, /metrics): user "operator", password kept in ${operatorPassword.generatedIn} (set OPERATOR_PASSWORD to choose one)`,
    );
  }
  const metricsRegistry = new Registry();
  return {
    operatorPassword,
    rateLimiter: createRateLimiter(redis, env.REDIS_PREFIX, (error) => onRedisError(asError(error))),
    metricsRegistry,
    httpMetrics: createHttpMetrics(metricsRegistry),
  };
}
