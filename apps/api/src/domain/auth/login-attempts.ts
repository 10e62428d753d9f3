import type { RedisClient } from '@pitchfit/queue/redis';
import { z } from 'zod';
import { RedisUnavailableError } from '../../operations/redis-unavailable';
import { sha256Hex } from './hashing';

/** How long a browser has between asking for the login URL and posting the code back. */
export const LOGIN_ATTEMPT_TTL_SECONDS = 10 * 60;

const loginAttemptSchema = z.object({ codeVerifier: z.string(), nonce: z.string() });
/** The secrets of one sign-in attempt, kept server-side and found by its `state`. */
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;

export interface LoginAttemptStore {
  save(state: string, attempt: LoginAttempt): Promise<void>;
  /** Returns the attempt and forgets it, so an attempt's verifier and nonce serve one exchange only. */
  take(state: string): Promise<LoginAttempt | null>;
}

export function createLoginAttemptStore(redis: RedisClient, keyPrefix: string): LoginAttemptStore {
  // Keyed by a hash: a Redis dump does not reveal states that are still usable.
  const keyOf = (state: string) => `${keyPrefix}:${sha256Hex(state)}`;
  return {
    // Any failure here is Redis's, not the request's: a 503 to retry, not a 500.
    async save(state, attempt) {
      await redis
        .set(keyOf(state), JSON.stringify(attempt), 'EX', LOGIN_ATTEMPT_TTL_SECONDS)
        .catch((error: unknown) => {
          throw new RedisUnavailableError(error);
        });
    },
    async take(state) {
      const raw = await redis.getdel(keyOf(state)).catch((error: unknown) => {
        throw new RedisUnavailableError(error);
      });
      if (raw === null) return null;
      const parsed = loginAttemptSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    },
  };
}
