import type { FundActor } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import type { Session } from '../auth/resolve-session';

/**
 * Who acts in a request: until fund memberships land, every investor is the owner of a fund of one
 * (the fund's id is their own). The one place a transport turns a session into a FundActor.
 */
export async function fundActorOf(_deps: { db: Database }, session: Session): Promise<FundActor> {
  return { fundId: session.investorId, memberId: session.investorId, role: 'owner' };
}

/** Every member of the fund, owner included: whose votes "every member has voted" waits for. */
export async function fundMemberIds(_db: Database, fundId: string): Promise<string[]> {
  return [fundId];
}
