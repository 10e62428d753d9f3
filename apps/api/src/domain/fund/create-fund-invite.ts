import { FUND_INVITE_TTL_MS, type FundActor, type FundInvite } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import { fundInvites } from '@pitchfit/db/schema';
import type { ApiEnv } from '../../env';
import { randomToken, sha256Hex } from '../auth/hashing';
import { assertFundOwner } from './assert-fund-owner';

/**
 * A single-use link that seats a partner in the owner's fund for FUND_INVITE_TTL_MS. The token (256
 * random bits) is shown once; only its hash is stored.
 */
export async function createFundInvite(
  deps: { db: Database; env: Pick<ApiEnv, 'PUBLIC_URL'> },
  actor: FundActor,
): Promise<FundInvite> {
  assertFundOwner(actor);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + FUND_INVITE_TTL_MS);
  await deps.db.insert(fundInvites).values({
    tokenHash: sha256Hex(token),
    fundId: actor.fundId,
    createdBy: actor.memberId,
    expiresAt,
  });
  return { token, url: `${deps.env.PUBLIC_URL}/invite/${token}`, expires_at: expiresAt.toISOString() };
}
