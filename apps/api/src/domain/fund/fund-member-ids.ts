import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { fundMemberships } from '@pitchfit/db/schema';

/** Every member of the fund, owner included: whose votes "every member has voted" waits for. */
export async function fundMemberIds(db: Database, fundId: string): Promise<string[]> {
  const seats = await db
    .select({ memberId: fundMemberships.memberId })
    .from(fundMemberships)
    .where(eq(fundMemberships.fundId, fundId));
  return [fundId, ...seats.map((seat) => seat.memberId)];
}
