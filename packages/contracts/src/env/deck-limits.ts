import { z } from 'zod';
import { BYTES_PER_MB, DECK_LIMITS } from '../constants';

/** Limits on one deck, read by intake (API) and by the reader (worker) from the same variables. */
export const deckLimitsEnv = {
  /** Largest deck accepted, in MB. */
  MAX_DECK_MB: z.coerce
    .number()
    .positive()
    .default(DECK_LIMITS.maxBytes / BYTES_PER_MB),
  /** Most pages a deck may have; intake refuses more when the PDF declares its page count plainly. */
  MAX_DECK_PAGES: z.coerce.number().int().positive().default(DECK_LIMITS.maxPages),
};

export function deckLimitsOf(env: { MAX_DECK_MB: number; MAX_DECK_PAGES: number }): {
  maxBytes: number;
  maxPages: number;
} {
  return { maxBytes: Math.floor(env.MAX_DECK_MB * BYTES_PER_MB), maxPages: env.MAX_DECK_PAGES };
}
