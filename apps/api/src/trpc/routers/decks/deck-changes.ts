import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import { DomainError } from '@pitchfit/contracts/errors';
import { getDeck } from '../../../domain/decks/get-deck';
import { protectedProcedure } from '../../init';

/**
 * The signed-in investor's decks as they change (a new upload, then `processing`, then its score),
 * over server-sent events. A change heard from the pub/sub hub is only an id for this investor; the
 * deck is read afresh with the investor's id in the query, so a stream only ever carries its own
 * investor's decks, even if a message named another's deck.
 */
export const deckChangesProcedure = protectedProcedure.subscription(async function* ({
  ctx,
  signal,
}): AsyncGenerator<DeckStreamEvent> {
  const { investorId } = ctx.session;
  const changes = await ctx.deps.deckChanges.hub.listen(investorId, signal ?? new AbortController().signal);
  yield { kind: 'ready' };
  for await (const deckId of changes) {
    // NOT_FOUND: not this investor's deck (or deleted since). Anything else ends the stream; the
    // client reconnects and catches up with one list fetch.
    const deck = await getDeck(ctx.deps.db, investorId, deckId).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (deck) yield { kind: 'deck', deck };
  }
});
