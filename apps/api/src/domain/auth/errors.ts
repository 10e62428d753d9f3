import { AUTH_ERROR_REASONS } from '@pitchfit/contracts/auth';
import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES, MESSAGES } from '@pitchfit/contracts/messages';

/** The Google code or its sign-in attempt expired or was already used: the client starts over. */
export const invalidGrant = (cause?: unknown) =>
  new DomainError('BAD_REQUEST', MESSAGES.authCodeExpired, undefined, {
    cause,
    reason: AUTH_ERROR_REASONS.invalidGrant,
  });

/** A new signup: the client resubmits the same Google code with an access code. */
export const accessCodeRequired = (message: string = AUTH_MESSAGES.accessCodeRequired) =>
  new DomainError('FORBIDDEN', message, undefined, { reason: AUTH_ERROR_REASONS.accessCodeRequired });

export const credentialsMissing = () => new DomainError('UNAUTHORIZED', AUTH_MESSAGES.credentialsMissing);
export const accessTokenInvalid = () => new DomainError('UNAUTHORIZED', AUTH_MESSAGES.accessTokenInvalid);
