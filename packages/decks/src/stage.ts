import type { DeckStage, PassReason } from '@pitchfit/contracts/fund';
import type { Database, Transaction } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';

/** Where the deck stands in the fund's pipeline; a pass keeps its reason and the founder's message. */
export async function writeDeckStage(
  tx: Database | Transaction,
  deckId: string,
  move: { stage: DeckStage; passReason: PassReason | null; founderMessage: string | null },
): Promise<void> {
  await tx.update(decks).set(move).where(eq(decks.id, deckId));
}
