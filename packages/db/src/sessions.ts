import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { fundMemberships, investors, refreshTokens } from './schema/index';

/**
 * Whether a request's session is live, in one place: the investor still exists and no refresh token of
 * the session (its family) was revoked (logout, refresh-token reuse, removal from a fund). A `select` of
 * one row (`fund_id`: the owner the investor's seat points at, or the investor, a fund of one; `role`)
 * when it is live, of none otherwise. The API's session resolver runs it alone; the deck list
 * (decks/deck-list.ts) runs it inside its own statement, so its hottest read is one round trip.
 */
export function liveSession(investorId: SQLWrapper, sessionId: SQLWrapper): SQL {
  return sql`select coalesce(${fundMemberships.fundId}, ${investors.id}) as fund_id, coalesce(${fundMemberships.role}, 'owner') as role
from ${investors} left join ${fundMemberships} on ${fundMemberships.memberId} = ${investors.id}
where ${investors.id} = ${investorId} and not exists (
  select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is not null)`;
}
