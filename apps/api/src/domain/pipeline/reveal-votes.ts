import { DomainError } from '@pitchfit/contracts/errors';
import type { FundActor } from '@pitchfit/contracts/fund';
import { type DeckVotes, PIPELINE_MESSAGES } from '@pitchfit/contracts/pipeline';
import { deckVoteReveals } from '@pitchfit/db/schema';
import { requireFundDeck } from './fund-deck';
import { getVotes } from './get-votes';
import { announceDeckChange, type PipelineDeps } from './pipeline-deps';

/** The owner shows the deck's votes to every member before all have voted; revealing again changes nothing. */
export async function revealVotes(
  deps: PipelineDeps,
  actor: FundActor,
  deckId: string,
  memberIds: readonly string[],
): Promise<DeckVotes> {
  const deck = await requireFundDeck(deps.db, actor, deckId);
  if (actor.role !== 'owner') throw new DomainError('FORBIDDEN', PIPELINE_MESSAGES.revealOwnerOnly);
  const inserted = await deps.db
    .insert(deckVoteReveals)
    .values({ deckId: deck.id, revealedBy: actor.memberId })
    .onConflictDoNothing()
    .returning({ deckId: deckVoteReveals.deckId });
  if (inserted.length > 0) await announceDeckChange(deps, actor, deck.id);
  return getVotes(deps, actor, deck.id, memberIds);
}
