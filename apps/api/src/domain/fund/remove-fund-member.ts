import type { FundActor, FundMembers } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import { and, eq, isNull } from '@pitchfit/db/orm';
import { fundMemberships, refreshTokens } from '@pitchfit/db/schema';
import type { DeckChangeDeps } from '../../deps';
import { assertFundOwner } from './assert-fund-owner';
import { memberNotFound } from './fund-errors';
import { listFundMembers } from './list-fund-members';

/**
 * Takes a partner's seat and ends every session they hold, at once: their refresh tokens are
 * revoked, so each access token fails the session resolver's live check on its next request, and
 * their open deck streams are told to close. They can sign in again, as a fund of their own.
 * Another fund's member, or the owner, answers NOT_FOUND.
 */
export async function removeFundMember(
  deps: { db: Database; deckChanges: Pick<DeckChangeDeps, 'revokeStreams'> },
  actor: FundActor,
  memberId: string,
): Promise<FundMembers> {
  assertFundOwner(actor);
  const removed = await deps.db.transaction(async (tx) => {
    const [seat] = await tx
      .delete(fundMemberships)
      .where(and(eq(fundMemberships.memberId, memberId), eq(fundMemberships.fundId, actor.fundId)))
      .returning({ memberId: fundMemberships.memberId });
    if (!seat) return false;
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.investorId, memberId), isNull(refreshTokens.revokedAt)));
    return true;
  });
  if (!removed) throw memberNotFound();
  await deps.deckChanges.revokeStreams(memberId);
  return listFundMembers(deps, actor);
}
