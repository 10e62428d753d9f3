import type { FundActor, FundMembers } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import { asc, eq } from '@pitchfit/db/orm';
import { fundMemberships, investors } from '@pitchfit/db/schema';

/** The fund's seats, owner first, then partners in the order they joined. Any member may look. */
export async function listFundMembers(deps: { db: Database }, actor: FundActor): Promise<FundMembers> {
  const [owner] = await deps.db
    .select({ id: investors.id, name: investors.name, email: investors.email, username: investors.username })
    .from(investors)
    .where(eq(investors.id, actor.fundId));
  if (!owner) throw new Error(`Fund ${actor.fundId} has no owner row`);
  const seats = await deps.db
    .select({
      id: investors.id,
      name: investors.name,
      email: investors.email,
      role: fundMemberships.role,
      joinedAt: fundMemberships.joinedAt,
    })
    .from(fundMemberships)
    .innerJoin(investors, eq(investors.id, fundMemberships.memberId))
    .where(eq(fundMemberships.fundId, actor.fundId))
    .orderBy(asc(fundMemberships.joinedAt), asc(investors.id));
  return {
    fund_id: actor.fundId,
    username: owner.username,
    your_role: actor.role,
    members: [
      { id: owner.id, name: owner.name, email: owner.email, role: 'owner', joined_at: null },
      ...seats.map((seat) => ({
        id: seat.id,
        name: seat.name,
        email: seat.email,
        role: seat.role,
        joined_at: seat.joinedAt.toISOString(),
      })),
    ],
  };
}
