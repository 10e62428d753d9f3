import type { DeckStatus } from '@pitchfit/contracts/deck';
import { and, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { decks } from '../schema/decks';
import { investors } from '../schema/investors';

/**
 * Every change of a deck's status: `queued` (intake, a retry, a recalculation, a thesis change),
 * `processing`, `failed`. `scored` is written with the score (`write-score.ts`), `withdrawn` by a
 * founder (`versions.ts`: final, no other write leaves it). Nothing outside this folder writes
 * `decks.status` (`status-writes.test.ts` checks).
 */

/**
 * Creates the deck (`queued`), or finds the one the investor already has with the same content
 * (`duplicate`). Takes the intake's transaction, which has stored the file first. A founder's new
 * version names the deck it follows (`previousDeckId`) and its number.
 */
export async function createDeck(
  tx: Transaction,
  deck: Pick<
    typeof decks.$inferInsert,
    'investorId' | 'fileName' | 'source' | 'senderKey' | 'previousDeckId' | 'version'
  > & {
    contentHash: string;
  },
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
 * Writes a transient state (`processing`, or `queued` for a retry) without waiting for the WAL
 * flush. Losing one in a crash is harmless (the deck shows its previous state and the job runs
 * again), and the flush is most of a write's cost (about 3.6 ms against 0.2 ms for a read here),
 * which adds up when a thesis change rescores hundreds of decks. Scores and failures stay durable.
 */
function writeTransient(db: Database, write: (tx: Transaction) => Promise<unknown>): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await write(tx);
  });
}

export async function markProcessing(db: Database, deckId: string, attempt: number): Promise<void> {
  await writeTransient(db, (tx) =>
    tx
      .update(decks)
      .set({ status: 'processing', attempts: attempt })
      .where(and(eq(decks.id, deckId), inArray(decks.status, ['queued', 'processing']))),
  );
}

/** A retry is scheduled: the deck waits again rather than looking stuck in `processing`. */
export async function markWaitingForRetry(db: Database, deckId: string): Promise<void> {
  await writeTransient(db, (tx) =>
    tx
      .update(decks)
      .set({ status: 'queued' })
      .where(and(eq(decks.id, deckId), eq(decks.status, 'processing'))),
  );
}

/** The deck will not be scored without the investor's action; `reason` is shown to them. */
export async function markFailed(db: Database, deckId: string, reason: string): Promise<void> {
  await db
    .update(decks)
    .set({ status: 'failed', failureReason: reason, senderKey: null })
    .where(and(eq(decks.id, deckId), ne(decks.status, 'withdrawn')));
}

/**
 * Marks failed, with `reason`, those of `deckIds` still waiting and untouched since `untouchedSince`
 * (a recalculation that came in meanwhile wins). Answers the decks it failed.
 */
export async function failWaitingDecks(
  db: Database,
  deckIds: string[],
  untouchedSince: Date,
  reason: string,
): Promise<{ deckId: string; investorId: string }[]> {
  if (deckIds.length === 0) return [];
  return db
    .update(decks)
    .set({ status: 'failed', failureReason: reason, senderKey: null })
    .where(
      and(
        inArray(decks.id, deckIds),
        inArray(decks.status, ['queued', 'processing']),
        lt(decks.updatedAt, untouchedSince),
      ),
    )
    .returning({ deckId: decks.id, investorId: decks.investorId });
}

/**
 * A recalculation: the investor's deck is `queued` again (a failed deck gets another chance; a scored
 * one is recomputed), at the investor's current thesis version, which it answers. Undefined when the
 * investor has no such deck, or only its tombstone (withdrawn: nothing is left to read).
 */
export async function queueForRecalculation(
  db: Database,
  investorId: string,
  deckId: string,
): Promise<{ status: DeckStatus; thesisVersion: number } | undefined> {
  const [deck] = await db
    .update(decks)
    .set({
      // A deck being scored right now stays `processing`: that job is computing the answer asked for.
      status: sql`case when ${decks.status} = 'processing' then ${decks.status} else 'queued' end`,
      failureReason: null,
    })
    .where(and(eq(decks.id, deckId), eq(decks.investorId, investorId), ne(decks.status, 'withdrawn')))
    .returning({
      status: decks.status,
      thesisVersion: sql<number>`(select ${investors.thesisVersion} from ${investors} where ${investors.id} = ${decks.investorId})`,
    });
  return deck;
}

/**
 * A thesis change, inside its transaction: each of the investor's decks that can be scored is
 * `queued` again, keeping its old score visible until the new one lands; failed decks wait for a
 * manual recalculation, and withdrawn ones are never read again. Answers how many were queued.
 */
export async function queueForNewThesis(tx: Transaction, investorId: string): Promise<number> {
  const queued = await tx
    .update(decks)
    .set({ status: 'queued' })
    .where(and(eq(decks.investorId, investorId), notInArray(decks.status, ['failed', 'withdrawn'])))
    .returning({ id: decks.id });
  return queued.length;
}
