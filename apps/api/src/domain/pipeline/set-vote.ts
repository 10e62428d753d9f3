import type { FundActor } from '@pitchfit/contracts/fund';
import type { DeckVotes, VoteRequest } from '@pitchfit/contracts/pipeline';
import { deckActivity, deckVotes } from '@pitchfit/db/schema';
import { requireFundDeck } from './fund-deck';
import { getVotes } from './get-votes';
import { announceDeckChange, type PipelineDeps } from './pipeline-deps';

/** The actor's vote on one of the fund's decks (replacing their earlier one), on the timeline without its rating. */
export async function setVote(
  deps: PipelineDeps,
  actor: FundActor,
  deckId: string,
  body: VoteRequest,
  memberIds: readonly string[],
): Promise<DeckVotes> {
  const deck = await deps.db.transaction(async (tx) => {
    const deck = await requireFundDeck(tx, actor, deckId);
    const values = { rating: body.rating, reason: body.reason };
    await tx
      .insert(deckVotes)
      .values({ deckId: deck.id, memberId: actor.memberId, ...values })
      .onConflictDoUpdate({
        target: [deckVotes.deckId, deckVotes.memberId],
        set: { ...values, updatedAt: new Date() },
      });
    await tx.insert(deckActivity).values({ deckId: deck.id, memberId: actor.memberId, kind: 'voted' });
    return deck;
  });
  await announceDeckChange(deps, actor, deck.id);
  return getVotes(deps, actor, deck.id, memberIds);
}
