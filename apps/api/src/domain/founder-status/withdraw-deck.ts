import type { FounderStatus } from '@pitchfit/contracts/founder-status';
import { withdrawDeckChain } from '@pitchfit/db/decks/versions';
import type { DeckIntakeDeps } from '../decks/accept-deck';
import { deckIdOfToken, getFounderStatus } from './founder-status';

/**
 * The founder takes the deck back, every version of it: the rows stay as tombstones for the fund, the
 * files and extractions go (a file another deck also holds stays for that deck). Withdrawing twice
 * answers the same.
 */
export async function withdrawFounderDeck(
  deps: Pick<DeckIntakeDeps, 'db' | 'deckBytes' | 'deckChanges' | 'logger'>,
  token: string,
): Promise<FounderStatus> {
  const deckId = await deckIdOfToken(deps.db, token);
  const withdrawal = await withdrawDeckChain(deps.db, deckId);
  if (withdrawal) {
    for (const contentHash of withdrawal.contentHashes) await deps.deckBytes.removeUnused(contentHash);
    for (const id of withdrawal.deckIds)
      await deps.deckChanges.publish({ investorId: withdrawal.investorId, deckId: id });
  }
  return getFounderStatus(deps.db, token);
}
