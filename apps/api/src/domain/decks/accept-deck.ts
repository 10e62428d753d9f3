import { createHash } from 'node:crypto';
import type { DeckSubmitted } from '@pitchfit/contracts/deck';
import type { DeckChange } from '@pitchfit/contracts/deck-events';
import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES, FOUNDER_STATUS_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database, Transaction } from '@pitchfit/db/client';
import type { DeckBytes } from '@pitchfit/db/deck-bytes/deck-bytes';
import { addStatusLink, moveStatusLinks } from '@pitchfit/db/decks/status-links';
import { createDeck } from '@pitchfit/db/decks/transitions';
import { eq, type SQL, sql } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { enqueue, type Queues, senderKeyOf } from '@pitchfit/queue/queues';
import type { Logger } from 'pino';
import {
  checkDeckUpload,
  type DeckUpload,
  type DeckUploadLimits,
  deckUploadError,
} from './check-deck-upload';
import { deckDisplayName } from './deck-display-name';

export interface DeckIntakeDeps {
  db: Database;
  /** Where the PDF is kept (PostgreSQL or object storage). */
  deckBytes: DeckBytes;
  queues: Queues;
  deckLimits: DeckUploadLimits;
  logger: Pick<Logger, 'warn'>;
  /** Tells the investor's open screens at once; never throws (a lost change shows by polling). */
  deckChanges: { publish: (change: DeckChange) => Promise<void> };
}

export type DeckSource = 'pitch' | 'test';

/** The investor a deck is sent to: by public username (founders) or by id (the investor's own test upload). */
export type DeckRecipient = { username: string } | { investorId: string };

/**
 * How the founder follows the deck: a new status link (a pitch-page submission; its token's hash is
 * kept), or a new version of the deck a link already points at (the link moves to the new version).
 */
export type FounderLink = { newLink: { tokenHash: string } } | { nextVersionOf: { deckId: string } };

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
 * Accepts a deck for an investor: checks it cheaply, stores the bytes once per content hash and the
 * deck row in one transaction, and only then queues its scoring, so a queued job always finds its
 * deck. Once the deck is committed it is accepted, whether or not Redis takes the job: the worker's
 * reconciler queues any deck left waiting without one. The same bytes sent to the same investor
 * again answer the existing deck (`duplicate`), and requeue it if it is still waiting; a new version
 * that repeats a file the investor holds is refused instead (versions are never duplicates). A new
 * deck is published to the investor's open screens (a pending card) as soon as it is committed.
 */
export async function acceptDeck(
  deps: DeckIntakeDeps,
  recipient: DeckRecipient,
  upload: DeckUpload,
  source: DeckSource,
  /** Who sent it (client address, or the investor): its place in the queue among that sender's decks. */
  sender?: string,
  founderLink?: FounderLink,
): Promise<DeckSubmitted> {
  checkDeckUpload(upload, deps.deckLimits);
  const senderKey = sender === undefined ? undefined : senderKeyOf(sender);
  const contentHash = createHash('sha256').update(upload.bytes).digest('hex');

  const accepted = await deps.db.transaction(async (tx) => {
    // FOR SHARE holds off a concurrent thesis change until this deck is committed, so the version read
    // here is the one the deck is queued at, and a later change's fan-out is sure to see the deck.
    const [investor] = await tx
      .select({ id: investors.id, thesisVersion: investors.thesisVersion })
      .from(investors)
      .where(recipientWhere(recipient))
      .for('share');
    if (!investor) throw new DomainError('NOT_FOUND', AUTH_MESSAGES.investorNotFound);

    const previous =
      founderLink && 'nextVersionOf' in founderLink
        ? await lockLatestVersion(tx, founderLink.nextVersionOf.deckId)
        : undefined;

    await deps.deckBytes.save(tx, contentHash, upload.bytes);

    const deck = await createDeck(tx, {
      investorId: investor.id,
      contentHash,
      fileName: deckDisplayName(upload.fileName),
      source,
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

  // Before the job is queued, so the pending card is on screen before the worker's first change.
  if (!accepted.duplicate)
    await deps.deckChanges.publish({ investorId: accepted.investorId, deckId: accepted.id });

  if (accepted.status === 'queued') {
    await enqueue(
      deps.queues,
      'deck.score',
      { deckId: accepted.id, thesisVersion: accepted.thesisVersion },
      senderKey === undefined ? {} : { senderKey },
    ).catch((err: unknown) =>
      deps.logger.warn(
        { err, deckId: accepted.id },
        'deck saved but not queued; the reconciler will queue it',
      ),
    );
  }
  return { id: accepted.id, status: accepted.status, duplicate: accepted.duplicate };
}
