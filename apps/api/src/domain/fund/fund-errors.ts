import { DomainError } from '@pitchfit/contracts/errors';
import type { FUND_INVITE_REFUSALS } from '@pitchfit/contracts/fund';
import { FUND_MESSAGES } from '@pitchfit/contracts/messages';

type InviteRefusal = (typeof FUND_INVITE_REFUSALS)[number];

const inviteRefused = (code: 'NOT_FOUND' | 'CONFLICT', message: string, reason: InviteRefusal) =>
  new DomainError(code, message, undefined, { reason });

export const inviteNotFound = () =>
  inviteRefused('NOT_FOUND', FUND_MESSAGES.inviteNotFound, 'invite_not_found');
export const inviteExpired = () => inviteRefused('CONFLICT', FUND_MESSAGES.inviteExpired, 'invite_expired');
export const inviteUsed = () => inviteRefused('CONFLICT', FUND_MESSAGES.inviteUsed, 'invite_used');
export const cannotJoin = (message: string) => new DomainError('CONFLICT', message);
export const memberNotFound = () => new DomainError('NOT_FOUND', FUND_MESSAGES.memberNotFound);
