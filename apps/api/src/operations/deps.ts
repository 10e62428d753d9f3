import type { QueueName } from '@pitchfit/contracts/jobs';
import type { Queues } from '@pitchfit/queue/queues';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ApiEnv } from '../env';
import { createHttpMetrics, type HttpMetrics } from './metrics/http-metrics';
import { createJobMetrics, type JobMetrics, recordJobOutcomes } from './metrics/job-metrics';
import { type OperatorPassword, resolveOperatorPassword } from './operator-password';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard';
import { createRateLimiter, type RateLimiter } from './rate-limit';

export interface OperationsDeps {
  operatorPassword: OperatorPassword;
  rateLimiter: RateLimiter;
  httpMetrics: HttpMetrics;
  jobMetrics: JobMetrics;
}

interface OperationsInputs {
  env: ApiEnv;
  redis: Redis;
  queues: Queues;
  queueEvents: Record<QueueName, QueueEvents>;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** Reports Redis failures of the limiter and the job recorder without flooding the log. */
  onRedisError: (error: Error) => void;
}

export function createOperationsDeps(inputs: OperationsInputs): OperationsDeps {
  const { env, redis, queues, queueEvents, logger, onRedisError } = inputs;
  const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
  const operatorPassword = resolveOperatorPassword(env);
  if (operatorPassword.generatedIn) {
    logger.warn(
      `Operator pages (${env.PUBLIC_URL}${QUEUE_DASHBOARD_PATH}, /metrics): user "operator", password "${operatorPassword.password}" (kept in ${operatorPassword.generatedIn}; set OPERATOR_PASSWORD to choose one)`,
    );
  }
  const jobMetrics = createJobMetrics(redis, queues, env.REDIS_PREFIX);
  recordJobOutcomes(queueEvents, jobMetrics, (error) => onRedisError(asError(error)));
  return {
    operatorPassword,
    rateLimiter: createRateLimiter(redis, env.REDIS_PREFIX, (error) => onRedisError(asError(error))),
    httpMetrics: createHttpMetrics(),
    jobMetrics,
  };
}
