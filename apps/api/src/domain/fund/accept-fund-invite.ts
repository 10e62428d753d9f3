import type { FundActor, FundMembers } from '@pitchfit/contracts/fund';
import { FUND_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { asc, eq, inArray } from '@pitchfit/db/orm';
import { fundInvites, fundMemberships, investors } from '@pitchfit/db/schema';
import { sha256Hex } from '../auth/hashing';
import { cannotJoin, inviteExpired, inviteNotFound, inviteUsed } from './fund-errors';
import { listFundMembers } from './list-fund-members';

/**
 * Seats the signed-in investor (who passed Google sign-in and, as a new account, the access-code
 * gate) in the invite's fund and spends the invite. An investor already in another fund, or owning
 * one with partners, cannot join; their own thesis and decks stay on their row, unseen while they
 * are a member. Refusals that are the invite's fault come first, so a used link always says so.
 */
export async function acceptFundInvite(
  deps: { db: Database },
  actor: FundActor,
  token: string,
): Promise<FundMembers> {
  const investorId = actor.memberId;
  const fundId = await deps.db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(fundInvites)
      .where(eq(fundInvites.tokenHash, sha256Hex(token)))
      .for('update');
    if (!invite) throw inviteNotFound();
    if (invite.usedAt) throw inviteUsed();
    if (invite.expiresAt.getTime() <= Date.now()) throw inviteExpired();
    // Both investors' rows, in one order, so concurrent joins into and out of either fund queue up.
    await tx
      .select({ id: investors.id })
      .from(investors)
      .where(inArray(investors.id, [investorId, invite.fundId]))
      .orderBy(asc(investors.id))
      .for('update');
    const seats = await tx
      .select()
      .from(fundMemberships)
      .where(inArray(fundMemberships.memberId, [investorId, invite.fundId]));
    // The inviting owner has since joined another fund: this fund is no more.
    if (seats.some((seat) => seat.memberId === invite.fundId)) throw inviteNotFound();
    const own = seats.find((seat) => seat.memberId === investorId);
    if (invite.fundId === investorId || own?.fundId === invite.fundId)
      throw cannotJoin(FUND_MESSAGES.alreadyInThisFund);
    if (own) throw cannotJoin(FUND_MESSAGES.alreadyInAFund);
    const [partner] = await tx
      .select({ id: fundMemberships.memberId })
      .from(fundMemberships)
      .where(eq(fundMemberships.fundId, investorId))
      .limit(1);
    if (partner) throw cannotJoin(FUND_MESSAGES.ownFundHasMembers);
    await tx.insert(fundMemberships).values({ memberId: investorId, fundId: invite.fundId, role: 'member' });
    await tx
      .update(fundInvites)
      .set({ usedAt: new Date(), usedBy: investorId })
      .where(eq(fundInvites.id, invite.id));
    return invite.fundId;
  });
  return listFundMembers(deps, { fundId, memberId: investorId, role: 'member' });
}
