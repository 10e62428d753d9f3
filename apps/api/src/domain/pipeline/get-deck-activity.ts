import type { FundActor } from '@pitchfit/contracts/fund';
import type { DeckActivity } from '@pitchfit/contracts/pipeline';
import type { Database } from '@pitchfit/db/client';
import { asc, eq } from '@pitchfit/db/orm';
import { deckActivity, investors } from '@pitchfit/db/schema';
import { requireFundDeck } from './fund-deck';
import { memberRef, memberRefColumns } from './member-ref';

/** The deck's timeline, oldest first: every stage move, note change and vote, by whom and when. */
export async function getDeckActivity(
  deps: { db: Database },
  actor: FundActor,
  deckId: string,
): Promise<DeckActivity> {
  const deck = await requireFundDeck(deps.db, actor, deckId);
  const rows = await deps.db
    .select({
      id: deckActivity.id,
      kind: deckActivity.kind,
      createdAt: deckActivity.createdAt,
      stageFrom: deckActivity.stageFrom,
      stageTo: deckActivity.stageTo,
      passReason: deckActivity.passReason,
      text: deckActivity.text,
      noteId: deckActivity.noteId,
      ...memberRefColumns,
    })
    .from(deckActivity)
    .innerJoin(investors, eq(investors.id, deckActivity.memberId))
    .where(eq(deckActivity.deckId, deck.id))
    // Rows of one transaction share a timestamp; the id only keeps the order stable.
    .orderBy(asc(deckActivity.createdAt), asc(deckActivity.id));
  return {
    deck_id: deck.id,
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      member: memberRef(row),
      at: row.createdAt.toISOString(),
      stage_from: row.stageFrom,
      stage_to: row.stageTo,
      pass_reason: row.passReason,
      text: row.text,
      note_id: row.noteId,
    })),
  };
}
