import type { DeckProfile, DeckProfilePatch } from '@pitchfit/contracts/deck-profile';
import { and, eq } from '@pitchfit/db/orm';
import { deckProfileCorrections, decks } from '@pitchfit/db/schema';
import type { DeckDeps } from '@pitchfit/decks/lifecycle';
import { deckNotFound, isDeckId } from '../decks/get-deck';
import { recalculateDeck } from '../decks/recalculate-deck';
import { getDeckProfile } from './get-deck-profile';
import { mergeCorrections } from './profile-view';

/**
 * Stores the investor's corrections of one of their decks (a field set to null goes back to the
 * deck's own reading), then rescores that deck alone through the usual recalculation: it is marked
 * queued and pushed to the open screens, and its job runs ahead of bulk work. The corrections are
 * keyed by deck and investor, so nobody else's view of the same file changes.
 */
export async function correctDeckProfile(
  deps: DeckDeps,
  investorId: string,
  deckId: string,
  patch: DeckProfilePatch,
): Promise<DeckProfile> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const key = and(
    eq(deckProfileCorrections.deckId, deckId),
    eq(deckProfileCorrections.investorId, investorId),
  );
  const found = await deps.db.transaction(async (tx) => {
    const [deck] = await tx
      .select({ id: decks.id })
      .from(decks)
      .where(and(eq(decks.id, deckId), eq(decks.investorId, investorId)))
      .for('update');
    if (!deck) return false;
    const [stored] = await tx
      .select({ corrections: deckProfileCorrections.corrections })
      .from(deckProfileCorrections)
      .where(key);
    const corrections = mergeCorrections(stored?.corrections ?? {}, patch);
    if (Object.keys(corrections).length === 0) await tx.delete(deckProfileCorrections).where(key);
    else
      await tx
        .insert(deckProfileCorrections)
        .values({ deckId, investorId, corrections })
        .onConflictDoUpdate({
          target: [deckProfileCorrections.deckId, deckProfileCorrections.investorId],
          set: { corrections, updatedAt: new Date() },
        });
    return true;
  });
  if (!found) throw deckNotFound();
  await recalculateDeck(deps, investorId, deckId);
  return getDeckProfile(deps.db, investorId, deckId);
}
