import { GRADE_WAIT_TIMEOUT_MS } from '@pitchfit/contracts/constants';
import { databaseEnv } from '@pitchfit/contracts/env/database';
import { deckLimitsEnv } from '@pitchfit/contracts/env/deck-limits';
import { objectStorageEnv } from '@pitchfit/contracts/env/object-storage';
import { invalidConfiguration, parseEnv } from '@pitchfit/contracts/env/parse';
import { redisEnv } from '@pitchfit/contracts/env/redis';
import { runtimeEnv } from '@pitchfit/contracts/env/runtime';
import { z } from 'zod';

/** The API's whole configuration, validated once at start; nothing else reads process.env. */
export const envSchema = z.object({
  ...runtimeEnv,
  ...databaseEnv,
  ...redisEnv,
  ...deckLimitsEnv,
  ...objectStorageEnv,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  /** How long a grading request waits for the worker before answering 504. */
  GRADE_TIMEOUT_MS: z.coerce.number().int().positive().default(GRADE_WAIT_TIMEOUT_MS),
  /** Built web app to serve; unset serves only the API. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Which peers may set X-Forwarded-For (Fastify's trustProxy): `loopback` (a reverse proxy on this
   * machine), `true`, `false`, or comma-separated addresses/CIDRs. Trusting everyone would let
   * any client pick its own address and dodge per-address limits.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      return value.split(',').map((entry) => entry.trim());
    }),
  /**
   * HTTP timeouts (docs/operations.md#timeouts). The whole request, headers and body, must arrive
   * within HTTP_REQUEST_TIMEOUT_MS (a 25 MB deck at 2 Mbit/s takes 100 s); the headers alone within
   * HTTP_HEADERS_TIMEOUT_MS; an idle kept-alive connection closes after HTTP_KEEP_ALIVE_TIMEOUT_MS;
   * a connection with no traffic either way for HTTP_IDLE_TIMEOUT_MS is closed.
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  /** Local state of a development machine (the generated AUTH_SECRET and operator password live here). */
  PITCHFIT_DATA_DIR: z.string().optional(),
  /** Signs access tokens; required in production, generated once under PITCHFIT_DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** Shared access codes, comma-separated; codes stored in the database count too. */
  ACCESS_CODES: z.string().optional(),
  /** Any OpenID Connect issuer can stand in for Google; its endpoints come from discovery. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** HTTP Basic password (user `operator`) of /admin/queues and /metrics; required in production. */
  OPERATOR_PASSWORD: z.string().min(12, 'OPERATOR_PASSWORD must be at least 12 characters').optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type ApiEnv = Omit<ParsedEnv, 'ACCESS_CODES'> & { PUBLIC_URL: string; ACCESS_CODES: string[] };

export function readEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const env = parseEnv(envSchema, source);
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw invalidConfiguration(['AUTH_SECRET: required in production (at least 32 random characters)']);
  }
  if (env.NODE_ENV === 'production' && !env.OPERATOR_PASSWORD) {
    throw invalidConfiguration(['OPERATOR_PASSWORD: required in production (at least 12 characters)']);
  }
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    ACCESS_CODES: (env.ACCESS_CODES ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code.length > 0),
  };
}
