import { FUND_OWNER_ONLY_REASON, NOTE_AUTHOR_ONLY_REASON } from '@pitchfit/contracts/fund';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isAuthFailure } from './api-errors';

/** An error as the tRPC client builds it from the server's answer. */
function answered(httpStatus: number, reason: string | null) {
  return TRPCClientError.from({
    error: { code: -32603, message: 'refused', data: { httpStatus, reason, code: 'FORBIDDEN', path: 'x' } },
  });
}

describe('isAuthFailure', () => {
  it('takes a 401 and a plain 403 for a lost session', () => {
    expect(isAuthFailure(answered(401, null))).toBe(true);
    expect(isAuthFailure(answered(403, null))).toBe(true);
  });

  it("keeps a fund member signed in when they ask for an owner's change", () => {
    expect(isAuthFailure(answered(403, FUND_OWNER_ONLY_REASON))).toBe(false);
    expect(isAuthFailure(answered(404, null))).toBe(false);
  });

  it("keeps a partner signed in when they try to change a fellow partner's note", () => {
    expect(isAuthFailure(answered(403, NOTE_AUTHOR_ONLY_REASON))).toBe(false);
  });
});
