import { GRADE_WAIT_TIMEOUT_MS } from '@pitchfit/contracts/constants';
import { z } from 'zod';

/** The API's whole configuration, validated once at start; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL' }),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('pitchfit'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a grading request waits for the worker before answering 504. */
  GRADE_TIMEOUT_MS: z.coerce.number().int().positive().default(GRADE_WAIT_TIMEOUT_MS),
  /** Built web app to serve; unset serves only the API. */
  WEB_DIST_DIR: z.string().optional(),
  /** Local state of a development machine (the generated operator password lives here). */
  PITCHFIT_DATA_DIR: z.string().optional(),
  /** HTTP Basic password (user `operator`) of /admin/queues and /metrics; required in production. */
  OPERATOR_PASSWORD: z.string().min(12, 'OPERATOR_PASSWORD must be at least 12 characters').optional(),
});

export type ApiEnv = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.OPERATOR_PASSWORD) {
    throw new Error(
      'Invalid configuration:\n  OPERATOR_PASSWORD: required in production (at least 12 characters)',
    );
  }
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
