import { randomBytes } from 'node:crypto';
import { USERNAME_PLACEHOLDER_PREFIX } from '@pitchfit/contracts/constants';
import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';

export interface NewInvestorIdentity {
  subject: string;
  email: string;
  name: string | null;
}

export interface InvestorAccount {
  id: string;
  username: string;
}

const PLACEHOLDER_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 36^10 placeholders: a collision is rare enough that a few retries always find a free one. */
const PLACEHOLDER_LENGTH = 10;
const PLACEHOLDER_ATTEMPTS = 5;

export function placeholderUsername(): string {
  const bytes = randomBytes(PLACEHOLDER_LENGTH);
  let suffix = '';
  for (const byte of bytes) suffix += PLACEHOLDER_ALPHABET[byte % PLACEHOLDER_ALPHABET.length];
  return `${USERNAME_PLACEHOLDER_PREFIX}${suffix}`;
}

export async function findInvestorBySubject(db: Database, subject: string): Promise<InvestorAccount | null> {
  const [row] = await db
    .select({ id: investors.id, username: investors.username })
    .from(investors)
    .where(eq(investors.googleSubject, subject));
  return row ?? null;
}

/**
 * Creates the investor with a `user_<random>` placeholder username, or returns the existing one
 * when a concurrent sign-in of the same identity created it first.
 */
export async function createInvestor(db: Database, identity: NewInvestorIdentity): Promise<InvestorAccount> {
  for (let attempt = 0; attempt < PLACEHOLDER_ATTEMPTS; attempt++) {
    const [created] = await db
      .insert(investors)
      .values({
        googleSubject: identity.subject,
        email: identity.email,
        name: identity.name,
        username: placeholderUsername(),
      })
      .onConflictDoNothing()
      .returning({ id: investors.id, username: investors.username });
    if (created) return created;
    const existing = await findInvestorBySubject(db, identity.subject);
    if (existing) return existing;
    // Neither created nor existing: the placeholder collided; draw another.
  }
  throw new Error('could not allocate a placeholder username');
}
