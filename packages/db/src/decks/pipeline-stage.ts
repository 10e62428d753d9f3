import type { DeckStage, PassReason } from '@pitchfit/contracts/fund';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { decks } from '../schema/decks';

/** Where the deck stands in the fund's pipeline; a pass keeps its reason and the founder's message. */
export async function writeDeckStage(
  tx: Database | Transaction,
  deckId: string,
  move: { stage: DeckStage; passReason: PassReason | null; founderMessage: string | null },
): Promise<void> {
  await tx.update(decks).set(move).where(eq(decks.id, deckId));
}
