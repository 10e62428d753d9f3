import { type CallAgreement, DISAGREEMENTS_SHOWN } from '@pitchfit/contracts/calls';
import type { FundActor } from '@pitchfit/contracts/fund';
import type { Database } from '@pitchfit/db/client';
import { and, eq, isNotNull } from '@pitchfit/db/orm';
import { deckCalls, decks } from '@pitchfit/db/schema';
import { storedCallReason } from './get-deck-call';

type Called = CallAgreement['disagreements'][number]['meet'];

/**
 * How often Pitchfit's order agrees with the partner's own calls on the fund's decks: of every pair of a deck they would
 * meet and one they would pass (both scored), the share Pitchfit scores the meet above the pass,
 * and the pairs it orders the other way, the widest gap first, with both decks' reasons.
 */
export async function getCallAgreement(deps: { db: Database }, actor: FundActor): Promise<CallAgreement> {
  const rows = await deps.db
    .select({
      id: decks.id,
      fileName: decks.fileName,
      parsedData: decks.parsedData,
      score: decks.matchScore,
      call: deckCalls.call,
      reasonCode: deckCalls.reasonCode,
      reasonNote: deckCalls.reasonNote,
    })
    .from(deckCalls)
    .innerJoin(decks, eq(decks.id, deckCalls.deckId))
    .where(
      and(
        eq(deckCalls.investorId, actor.memberId),
        eq(decks.investorId, actor.fundId),
        isNotNull(decks.matchScore),
      ),
    );
  const called = (row: (typeof rows)[number]): Called => ({
    deck_id: row.id,
    name: row.parsedData?.title ?? row.fileName,
    match_score: row.score ?? 0,
    reason: storedCallReason(row),
  });
  const meets = rows.filter((row) => row.call === 'meet').map(called);
  const passes = rows.filter((row) => row.call === 'pass').map(called);
  let right = 0;
  const wrong: CallAgreement['disagreements'] = [];
  for (const meet of meets)
    for (const pass of passes) {
      if (meet.match_score > pass.match_score) right += 1;
      else wrong.push({ meet, pass, gap: pass.match_score - meet.match_score });
    }
  const pairs = meets.length * passes.length;
  return {
    pairs,
    pairs_ordered_right: right,
    agreement: pairs > 0 ? right / pairs : null,
    disagreements: wrong.sort((a, b) => b.gap - a.gap).slice(0, DISAGREEMENTS_SHOWN),
  };
}
