import { DomainError } from '@pitchfit/contracts/errors';
import type { InvestorProfile } from '@pitchfit/contracts/investor';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';

/** The signed-in investor's own profile (GET /api/vc/me/). */
export async function getInvestorProfile(db: Database, investorId: string): Promise<InvestorProfile> {
  const [row] = await db
    .select({ username: investors.username, thesis: investors.thesis })
    .from(investors)
    .where(eq(investors.id, investorId));
  // The session resolver saw this investor a moment ago; gone now means deleted meanwhile.
  if (!row) throw new DomainError('UNAUTHORIZED', AUTH_MESSAGES.accessTokenInvalid);
  return row;
}
