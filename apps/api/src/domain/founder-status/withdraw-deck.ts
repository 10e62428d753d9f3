import type { FounderStatus } from '@pitchfit/contracts/founder-status';
import { withdraw } from '@pitchfit/decks/withdraw';
import type { DeckIntakeDeps } from '../decks/accept-deck';
import { deckIdOfToken, getFounderStatus } from './founder-status';

/** The founder takes the deck back, every version of it (`withdraw`); withdrawing twice answers the same. */
export async function withdrawFounderDeck(
  deps: Pick<DeckIntakeDeps, 'db' | 'deckBytes' | 'deckChanges'>,
  token: string,
): Promise<FounderStatus> {
  await withdraw(deps, await deckIdOfToken(deps.db, token));
  return getFounderStatus(deps.db, token);
}
