import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { deckStatusLinks } from '../schema/deck-status-links';

/** Keeps a founder's status link (its token's hash) for a deck, inside the intake's transaction. */
export async function addStatusLink(
  tx: Database | Transaction,
  deckId: string,
  tokenHash: string,
): Promise<void> {
  await tx.insert(deckStatusLinks).values({ deckId, tokenHash });
}

/**
 * The deck a status link points at, found by its hash in the primary key's index: how long the
 * lookup takes says nothing about how close a wrong token came (no byte-by-byte comparison).
 */
export async function deckOfStatusLink(
  db: Database | Transaction,
  tokenHash: string,
): Promise<string | undefined> {
  const [link] = await db
    .select({ deckId: deckStatusLinks.deckId })
    .from(deckStatusLinks)
    .where(eq(deckStatusLinks.tokenHash, tokenHash));
  return link?.deckId;
}

/** A new version takes over every link of the one it follows, so each link shows the latest. */
export async function moveStatusLinks(tx: Transaction, fromDeckId: string, toDeckId: string): Promise<void> {
  await tx.update(deckStatusLinks).set({ deckId: toDeckId }).where(eq(deckStatusLinks.deckId, fromDeckId));
}
