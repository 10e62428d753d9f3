import type { FundActor } from '@pitchfit/contracts/fund';
import type { DeckVotes } from '@pitchfit/contracts/pipeline';
import { deckVoteReveals } from '@pitchfit/db/schema';
import { assertFundOwner } from '../fund/assert-fund-owner';
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
  // An owner-only change like the thesis's: its 403 carries the reason that keeps the member signed in.
  assertFundOwner(actor);
  const inserted = await deps.db
    .insert(deckVoteReveals)
    .values({ deckId: deck.id, revealedBy: actor.memberId })
    .onConflictDoNothing()
    .returning({ deckId: deckVoteReveals.deckId });
  if (inserted.length > 0) await announceDeckChange(deps, actor, deck.id);
  return getVotes(deps, actor, deck.id, memberIds);
}
