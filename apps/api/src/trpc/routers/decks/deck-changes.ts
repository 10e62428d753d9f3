import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import { protectedProcedure } from '../../init';

/**
 * The signed-in partner's fund's decks as they change (a new upload, then `processing`, then its score),
 * over server-sent events. Every stream of an investor shares one reading of each change
 * (domain/decks/deck-streams.ts); a stream ends when its access token expires, and the oldest of an
 * investor's streams ends when one too many opens.
 */
export const deckChangesProcedure = protectedProcedure.subscription(async function* ({
  ctx,
  signal,
}): AsyncGenerator<DeckStreamEvent> {
  const { fundId, memberId } = ctx.actor;
  yield* ctx.deps.deckChanges.streams.open(
    fundId,
    memberId,
    signal ?? new AbortController().signal,
    ctx.session.expiresAtMs,
  );
});
