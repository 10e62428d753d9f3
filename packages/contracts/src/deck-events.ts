import { z } from 'zod';
import { deckSchema } from './deck';

export const DECK_STREAM_CLOSE_REASONS = ['too_many_streams', 'token_expired', 'session_revoked'] as const;

/**
 * What the worker (or the API's intake) publishes when a deck's state changes: ids only, never deck
 * content, so the Redis channel carries nothing an eavesdropper could read. Every API process
 * subscribed to the channel hands the change to the streams of that investor alone, which read the
 * deck afresh from the database with the investor's id in the query.
 */
export const deckChangeSchema = z.union([
  z.object({ investorId: z.uuid(), deckId: z.uuid() }),
  /** Many decks of one investor in one message: a chunk of a batch rescoring, not hundreds of messages. */
  z.object({ investorId: z.uuid(), deckIds: z.array(z.uuid()).min(1) }),
]);
export type DeckChange = z.infer<typeof deckChangeSchema>;

/** The Redis pub/sub channel, under the deployment's REDIS_PREFIX like every other key. */
export function deckChangesChannel(redisPrefix: string): string {
  return `${redisPrefix}:deck-changes`;
}

/**
 * Published when an investor's sessions are revoked while they may hold streams open (a partner
 * removed from a fund, issue 29): every API process ends that investor's deck streams at once.
 */
export const sessionRevocationSchema = z.object({ investorId: z.uuid() });

export function sessionRevocationsChannel(redisPrefix: string): string {
  return `${redisPrefix}:session-revocations`;
}

/**
 * What the investor's deck stream sends: `ready` once it is listening (the client then fetches the
 * list once, so nothing that changed before is missed), then each deck as it changes.
 */
export const deckStreamEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready') }),
  z.object({ kind: z.literal('deck'), deck: deckSchema }),
  /**
   * The server ends the stream: the investor opened more than DECK_STREAMS_PER_INVESTOR_MAX
   * (this one was the oldest), the access token it was opened with expired, or the session was
   * revoked (removed from the fund). The client opens a
   * new one, with a fresh token, when it needs to.
   */
  z.object({ kind: z.literal('closed'), reason: z.enum(DECK_STREAM_CLOSE_REASONS) }),
]);
export type DeckStreamEvent = z.infer<typeof deckStreamEventSchema>;
