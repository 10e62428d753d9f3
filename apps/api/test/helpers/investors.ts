import type { Tokens } from '@pitchfit/contracts/auth';
import { eq } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';
import type { AppDeps } from '../../src/deps';
import { startSession } from '../../src/domain/auth/sessions';
import { createInvestor, type InvestorAccount } from '../../src/domain/investors/create-investor';
import { randomIdentity } from './oidc-test-server';

export interface TestInvestor extends InvestorAccount {
  tokens: Tokens;
  /** `{ authorization: 'Bearer <access>' }`, ready for `inject({ headers })`. */
  headers: { authorization: string };
}

/**
 * A signed-in investor with random unique values, made without the OAuth dance (that has its own
 * tests). `username` sets a chosen username; `thesis` a thesis.
 */
export async function createTestInvestor(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  overrides: { username?: string; thesis?: string } = {},
): Promise<TestInvestor> {
  const identity = randomIdentity();
  const account = await createInvestor(deps.db, {
    subject: identity.sub,
    email: identity.email,
    name: identity.name ?? null,
  });
  if (overrides.username !== undefined || overrides.thesis !== undefined) {
    await deps.db
      .update(investors)
      .set({
        ...(overrides.username !== undefined
          ? { username: overrides.username, usernameChosenAt: new Date() }
          : {}),
        ...(overrides.thesis !== undefined ? { thesis: overrides.thesis } : {}),
      })
      .where(eq(investors.id, account.id));
  }
  const tokens = await startSession(deps, account.id);
  return {
    id: account.id,
    username: overrides.username ?? account.username,
    tokens,
    headers: { authorization: `Bearer ${tokens.access}` },
  };
}
