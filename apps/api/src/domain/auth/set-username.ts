import { setUsernameRequestSchema } from '@pitchfit/contracts/auth';
import { RESERVED_USERNAMES, USERNAME_PLACEHOLDER_PREFIX } from '@pitchfit/contracts/constants';
import { DomainError } from '@pitchfit/contracts/errors';
import type { FundActor } from '@pitchfit/contracts/fund';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { and, eq, isNull } from '@pitchfit/db/orm';
import { isUniqueViolation } from '@pitchfit/db/pg-errors';
import { investors } from '@pitchfit/db/schema';
import { firstPathSegments, type ServedRoute } from '../../route-table';
import { assertFundOwner } from '../fund/assert-fund-owner';
import { getInvestorProfile } from '../investors/get-investor-profile';

const RESERVED = new Set<string>(RESERVED_USERNAMES);

const usernameError = (code: 'BAD_REQUEST' | 'CONFLICT', message: string) =>
  new DomainError(code, message, { username: [message] });

/**
 * Why `requested` cannot be anyone's username, or null when it can. Reserved: the names that would
 * read as official (RESERVED_USERNAMES, which also names the web app's pages) and every first path
 * segment the server itself answers under, from its route table.
 */
export function usernameProblem(
  requested: unknown,
  servedSegments: ReadonlySet<string> = new Set(),
): string | null {
  const parsed = setUsernameRequestSchema.shape.username.safeParse(requested);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? AUTH_MESSAGES.usernameReserved;
  const lower = parsed.data.toLowerCase();
  if (RESERVED.has(lower) || servedSegments.has(lower)) return AUTH_MESSAGES.usernameReserved;
  if (lower.startsWith(USERNAME_PLACEHOLDER_PREFIX)) return AUTH_MESSAGES.usernamePlaceholderPrefix;
  return null;
}

/**
 * Replaces the `user_` placeholder with the investor's chosen username, once: it becomes the
 * public profile URL, so it never changes afterwards. Unique regardless of case.
 */
export async function setUsername(
  deps: { db: Database; servedRoutes: readonly ServedRoute[] },
  actor: FundActor,
  requested: string,
): Promise<{ username: string }> {
  assertFundOwner(actor);
  const investorId = actor.fundId;
  const { db } = deps;
  const problem = usernameProblem(requested, firstPathSegments(deps.servedRoutes));
  if (problem) throw usernameError('BAD_REQUEST', problem);
  const username = requested.trim();

  try {
    const [updated] = await db
      .update(investors)
      .set({ username, usernameChosenAt: new Date() })
      .where(and(eq(investors.id, investorId), isNull(investors.usernameChosenAt)))
      .returning({ username: investors.username });
    if (updated) return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameError('CONFLICT', AUTH_MESSAGES.usernameTaken);
    throw error;
  }

  // Nothing updated: the username was already chosen. Submitting the same one again is harmless.
  const current = await getInvestorProfile(db, investorId);
  if (current.username === username) return { username };
  throw new DomainError('CONFLICT', AUTH_MESSAGES.usernameAlreadySet);
}
