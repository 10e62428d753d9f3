import { REDIS_RETRY_AFTER_SECONDS } from '@pitchfit/contracts/constants';
import { DomainError } from '@pitchfit/contracts/errors';
import { UNAVAILABLE_MESSAGES } from '@pitchfit/contracts/messages';

/**
 * A call refused because it cannot run safely without Redis: a guess whose failure limit is counted
 * there (refused rather than compared uncounted), or a sign-in attempt that must be kept there.
 * 503 with Retry-After on both transports.
 */
export class RedisUnavailableError extends DomainError {
  readonly retryAfterSeconds = REDIS_RETRY_AFTER_SECONDS;
  constructor(cause: unknown) {
    super('UNAVAILABLE', UNAVAILABLE_MESSAGES.redis, undefined, { cause, reason: 'redis_unavailable' });
  }
}
