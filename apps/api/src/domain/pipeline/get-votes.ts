import type { FundActor } from '@pitchfit/contracts/fund';
import type { DeckVotes } from '@pitchfit/contracts/pipeline';
import type { Database } from '@pitchfit/db/client';
import { asc, eq } from '@pitchfit/db/orm';
import { deckVoteReveals, deckVotes, investors } from '@pitchfit/db/schema';
import { requireFundDeck } from './fund-deck';
import { memberRef, memberRefColumns } from './member-ref';
import { visibleVotes } from './vote-visibility';

/**
 * The deck's votes as the actor may see them (vote-visibility.ts). `memberIds` is every member of
 * the fund: the votes show once each of them has voted.
 */
export async function getVotes(
  deps: { db: Database },
  actor: FundActor,
  deckId: string,
  memberIds: readonly string[],
): Promise<DeckVotes> {
  const deck = await requireFundDeck(deps.db, actor, deckId);
  const [rows, reveals] = await Promise.all([
    deps.db
      .select({
        rating: deckVotes.rating,
        reason: deckVotes.reason,
        updatedAt: deckVotes.updatedAt,
        ...memberRefColumns,
      })
      .from(deckVotes)
      .innerJoin(investors, eq(investors.id, deckVotes.memberId))
      .where(eq(deckVotes.deckId, deck.id))
      .orderBy(asc(deckVotes.updatedAt), asc(deckVotes.memberId)),
    deps.db
      .select({ deckId: deckVoteReveals.deckId })
      .from(deckVoteReveals)
      .where(eq(deckVoteReveals.deckId, deck.id)),
  ]);
  return visibleVotes({
    deckId: deck.id,
    votes: rows.map((row) => ({
      memberId: row.memberId,
      member: memberRef(row),
      rating: row.rating,
      reason: row.reason,
      updated_at: row.updatedAt.toISOString(),
    })),
    memberIds,
    viewerId: actor.memberId,
    viewerIsOwner: actor.role === 'owner',
    revealedByOwner: reveals.length > 0,
  });
}
