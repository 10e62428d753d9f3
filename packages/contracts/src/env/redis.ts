import { z } from 'zod';

/** The Redis of the job queues and deck events; the prefix lets several deployments share one. */
export const redisEnv = {
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('pitchfit'),
};
