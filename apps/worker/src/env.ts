import { DECK_LIMITS } from '@pitchfit/contracts/constants';
import { databaseEnv } from '@pitchfit/contracts/env/database';
import { deckLimitsEnv } from '@pitchfit/contracts/env/deck-limits';
import { objectStorageEnv } from '@pitchfit/contracts/env/object-storage';
import { parseEnv } from '@pitchfit/contracts/env/parse';
import { redisEnv } from '@pitchfit/contracts/env/redis';
import { runtimeEnv } from '@pitchfit/contracts/env/runtime';
import { DECK_RECONCILE } from '@pitchfit/contracts/jobs';
import { z } from 'zod';

/** The worker's whole configuration, validated once at start; nothing else reads process.env. */
export const envSchema = z.object({
  ...runtimeEnv,
  ...databaseEnv,
  ...redisEnv,
  ...deckLimitsEnv,
  ...objectStorageEnv,
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.url().optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-5-5'),
  /** Per-request limit for Claude calls; a slower answer counts as a failure and is retried. */
  ANTHROPIC_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Per-request limit for the deck engine's Claude calls, which send the whole PDF; unset, the
   * engine's own default (120 s). A slower answer counts as a failure and is retried.
   */
  ANTHROPIC_DECK_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** SDK retries of one Claude call (429, 5xx, timeouts) before the built-in engine takes over; default 3. */
  ANTHROPIC_MAX_RETRIES: z.coerce.number().int().nonnegative().optional(),
  /** Budget for reading one deck, OCR included. */
  DECK_READ_TIMEOUT_MS: z.coerce.number().int().positive().default(DECK_LIMITS.timeoutMs),
  /**
   * Budget of the fast deck lane (`decks`): reading and analysing a deck's text layer. A real deck
   * takes well under a second (p95 0.6 s on the corpus, its largest 186-page deck a few seconds); a
   * deck that needs longer, or needs OCR, goes to the costly lane (`decks-costly`) with the whole
   * DECK_READ_TIMEOUT_MS, so the decks behind it never wait for more than this.
   */
  DECK_FAST_READ_MS: z.coerce.number().int().positive().default(8_000),
  /** OCR for image-only pages (slow on two cores); `false` scores only decks with a text layer. */
  DECK_OCR: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** How often the deck reconciler looks for decks whose job is missing. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(DECK_RECONCILE.intervalMs),
  /** How long a deck must be left untouched before the reconciler looks at it. */
  RECONCILE_GRACE_MS: z.coerce.number().int().nonnegative().default(DECK_RECONCILE.graceMs),
  /**
   * Override, for every queue, how long a job's lock lives and how often stalled jobs are looked for
   * (see QUEUE_SETTINGS in workers.ts): a killed worker's jobs run again within about lock + 2 × interval.
   */
  JOB_LOCK_DURATION_MS: z.coerce.number().int().positive().optional(),
  STALLED_INTERVAL_MS: z.coerce.number().int().positive().optional(),
  /** A file touched while the worker is alive and connected to Redis, for container health checks (heartbeat.ts). */
  WORKER_HEARTBEAT_FILE: z.string().min(1).optional(),
});

export type WorkerEnv = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  return parseEnv(envSchema, source);
}
