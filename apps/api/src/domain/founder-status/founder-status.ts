import { DomainError } from '@pitchfit/contracts/errors';
import { type FounderStatus, founderStateOf } from '@pitchfit/contracts/founder-status';
import { FOUNDER_STATUS_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { deckOfStatusLink } from '@pitchfit/db/decks/status-links';
import { eq, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { sha256Hex } from '../auth/hashing';

/** Every wrong, malformed or forgotten token answers the same. */
export const statusLinkNotFound = () => new DomainError('NOT_FOUND', FOUNDER_STATUS_MESSAGES.linkNotFound);

/**
 * The deck a status token points at. The token is hashed whatever it looks like and the hash looked
 * up by the primary key: no comparison that stops at the first wrong byte, so timing tells nothing.
 */
export async function deckIdOfToken(db: Database, token: string): Promise<string> {
  const deckId = await deckOfStatusLink(db, sha256Hex(token));
  if (!deckId) throw statusLinkNotFound();
  return deckId;
}

/**
 * What the founder sees: received, under review or a decision (or withdrawn), and on a pass the
 * reason the fund chose to share. Never a score, note, vote or pipeline stage.
 */
export async function getFounderStatus(db: Database, token: string): Promise<FounderStatus> {
  const deckId = await deckIdOfToken(db, token);
  const [deck] = await db
    .select({
      status: decks.status,
      stage: decks.stage,
      founderMessage: decks.founderMessage,
      fileName: decks.fileName,
      version: decks.version,
      uploadedAt: decks.uploadedAt,
      recipient: investors.username,
      newerVersionSent: sql<boolean>`exists (select 1 from ${decks} n where n.previous_deck_id = ${decks.id})`,
    })
    .from(decks)
    .innerJoin(investors, eq(investors.id, decks.investorId))
    .where(eq(decks.id, deckId));
  if (!deck) throw statusLinkNotFound();
  return {
    state: founderStateOf(deck),
    recipient: deck.recipient,
    file_name: deck.fileName,
    version: deck.version,
    submitted_at: deck.uploadedAt.toISOString(),
    founder_message: deck.stage === 'passed' && deck.status !== 'withdrawn' ? deck.founderMessage : null,
    newer_version_sent: deck.newerVersionSent,
  };
}
