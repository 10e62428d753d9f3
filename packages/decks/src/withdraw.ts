import { founderChainIds } from '@pitchfit/db/decks/versions';
import { and, eq, inArray, ne, notExists } from '@pitchfit/db/orm';
import { deckExtractions, decks } from '@pitchfit/db/schema';
import type { DeckBytes } from './bytes/deck-bytes';
import type { DeckDeps } from './lifecycle';

/**
 * A founder takes a deck back, every version of it their link answers for, up to `deckId`
 * (`founderChainIds`: not a deck sent under another link and followed through an address): each row stays as a tombstone
 * (`withdrawn`, file name, stage and dates) so the fund still sees it was sent and withdrawn, while
 * what was read from it (score, facts, quotes) is cleared and its extractions deleted unless another
 * deck has the same file. Once that committed, the files go too (a file another deck also holds stays
 * for that deck) and each version is announced. Withdrawing twice does nothing the second time.
 */
export async function withdraw(
  deps: Pick<DeckDeps, 'db' | 'deckChanges'> & { deckBytes: DeckBytes },
  deckId: string,
): Promise<void> {
  const withdrawal = await deps.db.transaction(async (tx) => {
    const chain = await founderChainIds(tx, deckId);
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
  if (!withdrawal) return;
  for (const contentHash of withdrawal.contentHashes) await deps.deckBytes.removeUnused(contentHash);
  for (const id of withdrawal.deckIds)
    await deps.deckChanges.publish({ investorId: withdrawal.investorId, deckId: id });
}
