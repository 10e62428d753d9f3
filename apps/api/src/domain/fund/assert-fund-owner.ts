import { DomainError } from '@pitchfit/contracts/errors';
import { FUND_OWNER_ONLY_REASON, type FundActor } from '@pitchfit/contracts/fund';
import { FUND_MESSAGES } from '@pitchfit/contracts/messages';

/** The fund's thesis, answers, reading, username and seats are its owner's to change: members get 403. */
export function assertFundOwner(actor: FundActor): void {
  if (actor.role !== 'owner')
    throw new DomainError('FORBIDDEN', FUND_MESSAGES.ownerOnly, undefined, {
      reason: FUND_OWNER_ONLY_REASON,
    });
}
