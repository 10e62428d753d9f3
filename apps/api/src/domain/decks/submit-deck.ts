import type { DeckSubmitted } from '@pitchfit/contracts/deck';
import { DomainError } from '@pitchfit/contracts/errors';
import { founderStatusPath } from '@pitchfit/contracts/founder-status';
import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';
import { randomToken, sha256Hex } from '../auth/hashing';
import { acceptDeck, type DeckIntakeDeps } from './accept-deck';
import type { DeckUpload } from './check-deck-upload';

/**
 * A founder's deck sent through an investor's public page; an unknown username answers NOT_FOUND.
 * The answer carries the founder's private status link, whose token is kept only as its hash.
 */
export async function submitPitchDeck(
  deps: DeckIntakeDeps,
  username: string,
  upload: DeckUpload,
  clientAddress?: string,
): Promise<DeckSubmitted> {
  const token = randomToken();
  const submitted = await acceptDeck(deps, { username }, upload, 'pitch', clientAddress, {
    newLink: { tokenHash: sha256Hex(token) },
  });
  return { ...submitted, status_path: founderStatusPath(token) };
}

/**
 * Test uploads go only to the investor's own username (compared regardless of case). Checked
 * before the file is read, so a refused upload costs no transfer.
 */
export async function assertOwnUsername(db: Database, investorId: string, username: string): Promise<void> {
  const [investor] = await db
    .select({ username: investors.username })
    .from(investors)
    .where(eq(investors.id, investorId));
  if (investor?.username.toLowerCase() !== username.toLowerCase()) {
    throw new DomainError('FORBIDDEN', DECK_MESSAGES.ownProfileOnly);
  }
}

/** The signed-in investor's own test upload, after `assertOwnUsername`. */
export function submitTestDeck(
  deps: DeckIntakeDeps,
  investorId: string,
  upload: DeckUpload,
): Promise<DeckSubmitted> {
  return acceptDeck(deps, { investorId }, upload, 'test', `investor:${investorId}`);
}
