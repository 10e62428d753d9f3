import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { deckExtractions } from '../schema/deck-extractions';
import { decks } from '../schema/decks';

/** Every version of a deck up to `deckId`: the deck and those it follows, newest first. */
export async function deckChainIds(db: Pick<Database, 'execute'>, deckId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    with recursive chain(id, previous_deck_id, depth) as (
      select ${decks.id}, ${decks.previousDeckId}, 0 from ${decks} where ${decks.id} = ${deckId}
      union all
      select d.id, d.previous_deck_id, chain.depth + 1 from ${decks} d join chain on d.id = chain.previous_deck_id
    )
    select id from chain order by depth`);
  return rows.map((row) => row.id);
}

/** The latest version of the deck `deckId` is a version of (itself when none follows it). */
export async function latestVersionId(db: Pick<Database, 'execute'>, deckId: string): Promise<string> {
  const [latest] = await db.execute<{ id: string }>(sql`
    with recursive chain(id, depth) as (
      select ${decks.id}, 0 from ${decks} where ${decks.id} = ${deckId}
      union all
      select d.id, chain.depth + 1 from ${decks} d join chain on d.previous_deck_id = chain.id
    )
    select id from chain order by depth desc limit 1`);
  return latest?.id ?? deckId;
}

export interface Withdrawal {
  investorId: string;
  deckIds: string[];
  /** Files the withdrawn versions held; delete each through `DeckBytes.removeUnused` once this committed. */
  contentHashes: string[];
}

/**
 * A founder takes a deck back, every version of it up to `deckId`: each row stays as a tombstone
 * (`withdrawn`, file name, stage and dates) so the fund still sees it was sent and withdrawn, while
 * what was read from it (score, facts, quotes) is cleared and its extractions deleted unless another
 * deck has the same file. Undefined when nothing was left to withdraw.
 */
export async function withdrawDeckChain(db: Database, deckId: string): Promise<Withdrawal | undefined> {
  return db.transaction(async (tx) => {
    const chain = await deckChainIds(tx, deckId);
    const versions = await tx
      .select({ id: decks.id, investorId: decks.investorId, contentHash: decks.contentHash })
      .from(decks)
      .where(and(inArray(decks.id, chain), ne(decks.status, 'withdrawn')))
      .for('update');
    const first = versions[0];
    if (!first) return undefined;
    const deckIds = versions.map((row) => row.id);
    await tx
      .update(decks)
      .set({
        status: 'withdrawn',
        contentHash: null,
        failureReason: null,
        matchScore: null,
        parsedData: null,
        investmentDetails: null,
        estimatedInvestmentAmount: null,
        estimatedValuation: null,
        pageCount: null,
      })
      .where(inArray(decks.id, deckIds));
    const contentHashes = [
      ...new Set(versions.flatMap((row) => (row.contentHash === null ? [] : [row.contentHash]))),
    ];
    if (contentHashes.length > 0) {
      const stillUsed = tx
        .select({ id: decks.id })
        .from(decks)
        .where(eq(decks.contentHash, deckExtractions.contentHash));
      await tx
        .delete(deckExtractions)
        .where(and(inArray(deckExtractions.contentHash, contentHashes), notExists(stillUsed)));
    }
    return { investorId: first.investorId, deckIds, contentHashes };
  });
}
