import { createHash } from 'node:crypto';
import type { DeckSubmitted } from '@pitchfit/contracts/deck';
import type { DeckChange } from '@pitchfit/contracts/deck-events';
import { DomainError } from '@pitchfit/contracts/errors';
import { AUTH_MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import type { DeckBytes } from '@pitchfit/db/deck-bytes/deck-bytes';
import { createDeck } from '@pitchfit/db/decks/transitions';
import { eq, type SQL, sql } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';
import { enqueue, type Queues, senderKeyOf } from '@pitchfit/queue/queues';
import type { Logger } from 'pino';
import { checkDeckUpload, type DeckUpload, type DeckUploadLimits } from './check-deck-upload';
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
 * again answer the existing deck (`duplicate`), and requeue it if it is still waiting. A new deck is
 * published to the investor's open screens (a pending card) as soon as it is committed.
 */
export async function acceptDeck(
  deps: DeckIntakeDeps,
  recipient: DeckRecipient,
  upload: DeckUpload,
  source: DeckSource,
  /** Who sent it (client address, or the investor): its place in the queue among that sender's decks. */
  sender?: string,
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

    await deps.deckBytes.save(tx, contentHash, upload.bytes);

    const deck = await createDeck(tx, {
      investorId: investor.id,
      contentHash,
      fileName: deckDisplayName(upload.fileName),
      source,
      senderKey,
    });
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
