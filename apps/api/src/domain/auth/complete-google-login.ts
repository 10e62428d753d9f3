import type { AuthResponse } from '@pitchfit/contracts/auth';
import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES, MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { and, eq, isNull, lt } from '@pitchfit/db/orm';
import { oauthCodes } from '@pitchfit/db/schema';
import type { RateLimiter } from '../../operations/rate-limit';
import { createInvestor, findInvestorBySubject, type InvestorAccount } from '../investors/create-investor';
import { verifyAccessCode } from './access-codes';
import type { AuthDeps } from './deps';
import { accessCodeRequired, invalidGrant } from './errors';
import { digestsEqual, sha256Hex } from './hashing';
import type { OidcIdentity } from './oidc-client';
import { startSession } from './sessions';
import { requireOidc } from './start-google-login';

/** How long a new signup has to resubmit its Google code with an access code. */
export const PENDING_SIGNUP_TTL_MS = 10 * 60 * 1000;
const CODE_RECORD_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface CompleteGoogleLoginInput {
  code: string;
  /** `state` from the callback URL, when the client passes it on; must match the cookie's. */
  state?: string | undefined;
  accessCode?: string | undefined;
  /** `state` from the browser's login cookie. */
  cookieState: string | null;
  clientAddress: string;
}

type Deps = { db: Database; auth: AuthDeps; operations: { rateLimiter: RateLimiter } };

const stateMismatch = () =>
  new DomainError('BAD_REQUEST', AUTH_MESSAGES.signInStateMismatch, undefined, { reason: 'state_mismatch' });

/**
 * Finishes Google sign-in (POST /api/auth/google/callback/).
 *
 * The code is exchanged once. A returning investor gets tokens at once. A Google account never
 * seen before needs an access code: without a valid one the verified identity is parked under the
 * code's hash, and the same browser may resubmit the same code with an access code until it is
 * redeemed or expires. A used, expired or foreign code answers `invalid_grant`.
 */
export async function completeGoogleLogin(
  deps: Deps,
  input: CompleteGoogleLoginInput,
): Promise<AuthResponse> {
  if (!input.cookieState) throw invalidGrant(new Error('no login-state cookie'));
  if (input.state !== undefined && input.state !== input.cookieState) throw stateMismatch();
  const stateHash = sha256Hex(input.cookieState);
  const codeHash = sha256Hex(input.code);

  const [seen] = await deps.db.select().from(oauthCodes).where(eq(oauthCodes.codeHash, codeHash));
  if (seen) {
    if (
      seen.redeemedAt ||
      seen.expiresAt.getTime() <= Date.now() ||
      !digestsEqual(seen.stateHash, stateHash) ||
      seen.subject === null ||
      seen.email === null
    ) {
      throw invalidGrant(new Error('code already used, expired or from another browser'));
    }
    return admitNewInvestor(deps, input, codeHash, {
      subject: seen.subject,
      email: seen.email,
      name: seen.name,
    });
  }

  const identity = await exchangeOnce(deps, input.code, input.cookieState, codeHash, stateHash);
  const existing = await findInvestorBySubject(deps.db, identity.subject);
  if (existing) {
    await redeem(deps.db, codeHash);
    return signIn(deps, existing);
  }
  return admitNewInvestor(deps, input, codeHash, identity);
}

/**
 * Claims the code, then exchanges it. The claim comes first so that two requests racing with the
 * same code cannot both reach the provider, whatever the provider would allow.
 */
async function exchangeOnce(
  deps: Deps,
  code: string,
  state: string,
  codeHash: string,
  stateHash: string,
): Promise<OidcIdentity> {
  const oidc = requireOidc(deps.auth.oidc);
  const attempt = await deps.auth.loginAttempts.take(state);
  if (!attempt) throw invalidGrant(new Error('sign-in attempt expired or already used'));

  // Rows only need to outlive the provider's own code lifetime (minutes); a day is ample.
  await deps.db
    .delete(oauthCodes)
    .where(lt(oauthCodes.expiresAt, new Date(Date.now() - CODE_RECORD_RETENTION_MS)));
  const expiresAt = new Date(Date.now() + PENDING_SIGNUP_TTL_MS);
  const claimed = await deps.db
    .insert(oauthCodes)
    .values({ codeHash, stateHash, expiresAt })
    .onConflictDoNothing()
    .returning({ codeHash: oauthCodes.codeHash });
  if (claimed.length === 0) throw invalidGrant(new Error('code claimed concurrently'));

  try {
    const identity = await oidc.exchangeCode({
      code,
      codeVerifier: attempt.codeVerifier,
      nonce: attempt.nonce,
    });
    await deps.db
      .update(oauthCodes)
      .set({ subject: identity.subject, email: identity.email, name: identity.name })
      .where(eq(oauthCodes.codeHash, codeHash));
    return identity;
  } catch (error) {
    // A code that failed once is spent: the provider will not take it again either.
    await redeem(deps.db, codeHash);
    throw error;
  }
}

async function admitNewInvestor(
  deps: Deps,
  input: CompleteGoogleLoginInput,
  codeHash: string,
  identity: OidcIdentity,
): Promise<AuthResponse> {
  const accessCode = input.accessCode?.trim();
  if (!accessCode) throw accessCodeRequired();
  if (!(await verifyAccessCode(deps, input.clientAddress, accessCode))) {
    throw accessCodeRequired(MESSAGES.invalidAccessCode);
  }
  // Only the request that flips redeemedAt goes on: a double submit cannot create two sessions.
  if (!(await redeem(deps.db, codeHash))) throw invalidGrant(new Error('code redeemed concurrently'));
  const investor = await createInvestor(deps.db, identity);
  return signIn(deps, investor);
}

async function redeem(db: Database, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(oauthCodes)
    .set({ redeemedAt: new Date() })
    .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.redeemedAt)))
    .returning({ codeHash: oauthCodes.codeHash });
  return rows.length > 0;
}

async function signIn(deps: Deps, investor: InvestorAccount): Promise<AuthResponse> {
  const tokens = await startSession(deps, investor.id);
  return { tokens, vc: { username: investor.username } };
}
