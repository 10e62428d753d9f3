import type { FundActor } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import type { DeckChangePublisher } from '@pitchfit/decks/lifecycle';

export interface PipelineDeps {
  db: Database;
  deckChanges: DeckChangePublisher;
}

/**
 * Tells every member's open screens the deck changed: the fund's deck stream sends the deck afresh,
 * and a screen showing its notes, votes or timeline reads them again.
 */
export function announceDeckChange(deps: PipelineDeps, actor: FundActor, deckId: string): Promise<void> {
  return deps.deckChanges.publish({ investorId: actor.fundId, deckId });
}
