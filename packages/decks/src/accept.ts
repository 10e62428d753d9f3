import { createHash } from 'node:crypto';
import type { DeckStatus, DeckSubmitted } from '@pitchfit/contracts/deck';
import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES, FOUNDER_STATUS_MESSAGES } from '@pitchfit/contracts/messages';
import type { Transaction } from '@pitchfit/db/client';
import { addStatusLink, moveStatusLinks } from '@pitchfit/db/decks/status-links';
import { and, eq, type SQL, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { enqueue, senderKeyOf } from '@pitchfit/queue/queues';
import type { DeckBytes } from './bytes/deck-bytes';
import { announceThenQueue, type DeckDeps } from './lifecycle';

export type DeckSource = 'pitch' | 'test';

/** The investor a deck is sent to: by public username (founders) or by id (the investor's own test upload). */
export type DeckRecipient = { username: string } | { investorId: string };

/**
 * How the founder follows the deck: a new status link (a pitch-page submission; its token's hash is
 * kept), or a new version of the deck a link already points at (the link moves to the new version).
 */
export type FounderLink = { newLink: { tokenHash: string } } | { nextVersionOf: { deckId: string } };

export interface DeckArrival {
  recipient: DeckRecipient;
  bytes: Uint8Array;
  /** The label shown for the file (never a path). */
  fileName: string;
  source: DeckSource;
  /** Who sent it (client address, or the investor): its place in the queue among that sender's decks. */
  sender?: string;
  founderLink?: FounderLink;
}

/** An upload refused (at intake, or here); the message lands in `pdf_file[0]` as well as `detail`. */
export function deckUploadError(message: string, code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' = 'BAD_REQUEST') {
  return new DomainError(code, message, { pdf_file: [message] });
}

/**
 * The deck a new version follows, locked so two uploads at once cannot both follow it; it must still
 * be the latest version (the link points there) and not withdrawn.
 */
async function lockLatestVersion(tx: Transaction, deckId: string): Promise<{ id: string; version: number }> {
  const [deck] = await tx
    .select({ id: decks.id, version: decks.version, status: decks.status })
    .from(decks)
    .where(eq(decks.id, deckId))
    .for('update');
  if (!deck || deck.status === 'withdrawn')
    throw new DomainError('CONFLICT', FOUNDER_STATUS_MESSAGES.withdrawn);
  const [next] = await tx.select({ id: decks.id }).from(decks).where(eq(decks.previousDeckId, deckId));
  if (next) throw new DomainError('CONFLICT', FOUNDER_STATUS_MESSAGES.newerVersion);
  return deck;
}

function recipientWhere(recipient: DeckRecipient): SQL {
  return 'username' in recipient
    ? eq(sql`lower(${investors.username})`, recipient.username.toLowerCase())
    : eq(investors.id, recipient.investorId);
}

/**
 * Creates the deck (`queued`), or finds the one the investor already has with the same content
 * (`duplicate`), in the transaction that stored the file first.
 */
async function createDeck(
  tx: Transaction,
  deck: Pick<
    typeof decks.$inferInsert,
    'investorId' | 'fileName' | 'source' | 'senderKey' | 'previousDeckId' | 'version'
  > & { contentHash: string },
): Promise<{ id: string; status: DeckStatus; duplicate: boolean }> {
  const [created] = await tx
    .insert(decks)
    .values(deck)
    .onConflictDoNothing({ target: [decks.investorId, decks.contentHash] })
    .returning({ id: decks.id, status: decks.status });
  if (created) return { ...created, duplicate: false };
  const [existing] = await tx
    .select({ id: decks.id, status: decks.status })
    .from(decks)
    .where(and(eq(decks.investorId, deck.investorId), eq(decks.contentHash, deck.contentHash)));
  if (!existing) throw new Error('A deck conflicted on insert but cannot be found');
  return { ...existing, duplicate: true };
}

/**
 * A deck arrives: its bytes are kept once per content hash and the deck row written in one
 * transaction, and only then is its scoring queued, so a queued job always finds its deck. The same
 * bytes sent to the same investor again answer the existing deck (`duplicate`), and requeue it if it
 * is still waiting; a new version that repeats a file the investor holds is refused instead (versions
 * are never duplicates). A new deck is published to the investor's open screens (a pending card)
 * before its job is queued, so the card is on screen before the worker's first change.
 */
export async function accept(
  deps: DeckDeps & { deckBytes: DeckBytes },
  arrival: DeckArrival,
): Promise<DeckSubmitted> {
  const { founderLink } = arrival;
  const senderKey = arrival.sender === undefined ? undefined : senderKeyOf(arrival.sender);
  const contentHash = createHash('sha256').update(arrival.bytes).digest('hex');

  const accepted = await deps.db.transaction(async (tx) => {
    // FOR SHARE holds off a concurrent thesis change until this deck is committed, so the version read
    // here is the one the deck is queued at, and a later change's fan-out is sure to see the deck.
    const [investor] = await tx
      .select({ id: investors.id, thesisVersion: investors.thesisVersion })
      .from(investors)
      .where(recipientWhere(arrival.recipient))
      .for('share');
    if (!investor) throw new DomainError('NOT_FOUND', AUTH_MESSAGES.investorNotFound);

    const previous =
      founderLink && 'nextVersionOf' in founderLink
        ? await lockLatestVersion(tx, founderLink.nextVersionOf.deckId)
        : undefined;

    await deps.deckBytes.save(tx, contentHash, arrival.bytes);

    const deck = await createDeck(tx, {
      investorId: investor.id,
      contentHash,
      fileName: arrival.fileName,
      source: arrival.source,
      senderKey,
      ...(previous ? { previousDeckId: previous.id, version: previous.version + 1 } : {}),
    });
    if (previous) {
      if (deck.duplicate) throw deckUploadError(FOUNDER_STATUS_MESSAGES.sameFile);
      await moveStatusLinks(tx, previous.id, deck.id);
    } else if (founderLink && 'newLink' in founderLink) {
      await addStatusLink(tx, deck.id, founderLink.newLink.tokenHash);
    }
    return { ...deck, investorId: investor.id, thesisVersion: investor.thesisVersion };
  });

  await announceThenQueue(
    deps,
    accepted.duplicate ? [] : [{ investorId: accepted.investorId, deckId: accepted.id }],
    () =>
      accepted.status === 'queued'
        ? enqueue(
            deps.queues,
            'deck.score',
            { deckId: accepted.id, thesisVersion: accepted.thesisVersion },
            senderKey === undefined ? {} : { senderKey },
          )
        : Promise.resolve(),
    { deckId: accepted.id },
  );
  return { id: accepted.id, status: accepted.status, duplicate: accepted.duplicate };
}
