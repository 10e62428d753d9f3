import { DomainError } from '@pitchfit/contracts/errors';
import type { PublicProfile } from '@pitchfit/contracts/investor';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { eq, sql } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';

/** What a founder sees of an investor on the public pitch page; usernames match regardless of case. */
export async function getPublicProfile(db: Database, username: string): Promise<PublicProfile> {
  const [row] = await db
    .select({ username: investors.username, thesis: investors.thesis })
    .from(investors)
    .where(eq(sql`lower(${investors.username})`, username.toLowerCase()));
  if (!row) throw new DomainError('NOT_FOUND', AUTH_MESSAGES.investorNotFound);
  return row;
}
