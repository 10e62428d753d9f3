import { PROFILE_ANSWER_MAX_CHARS, THESIS_MAX_CHARS } from '@pitchfit/contracts/constants';
import type { DeckProfileCorrections } from '@pitchfit/contracts/deck-profile';
import type { Database } from '@pitchfit/db/client';
import { awaitsScore } from '@pitchfit/db/decks/staleness';
import { alias, and, eq, sql } from '@pitchfit/db/orm';
import {
  deckProfileCorrections,
  decks,
  investors,
  profileQuestions,
  thesisReadings,
} from '@pitchfit/db/schema';
import type { ThesisInput } from '@pitchfit/scoring/deck';

export interface DeckScoringContext {
  deck: Pick<typeof decks.$inferSelect, 'id' | 'investorId' | 'status' | 'scoredThesisVersion'> & {
    contentHash: string;
  };
  /** The investor's current thesis, read in one snapshot so text, answers, corrections and version agree. */
  thesis: ThesisInput;
  /** The investor's corrections of this deck's profile (profile-corrections.ts); null when none. */
  profileCorrections: DeckProfileCorrections | null;
}

/**
 * The investor's current thesis as columns of a query over `investors`, read in one statement so
 * text, answers, corrections and version agree: a thesis change committing meanwhile can never pair
 * the new text with the old version (or the reverse). Answers come from the latest generated
 * question set, the one the investor last answered.
 */
function thesisColumns() {
  const q = alias(profileQuestions, 'q');
  const latest = alias(profileQuestions, 'latest');
  const latestSetVersion = sql`(select max(${latest.thesisVersion}) from ${profileQuestions} latest where ${latest.investorId} = ${investors.id})`;
  // Read no further than the API accepts: a thesis or answer stored before the limits existed must
  // not make every one of the investor's decks slower to match (B4: 4.4 s each at 20,000 characters).
  const answers = sql<ThesisInput['answers']>`coalesce((
    select json_agg(json_build_object('topic', ${q.topic}, 'question', ${q.text}, 'answer', left(${q.answer}, ${PROFILE_ANSWER_MAX_CHARS}::int)) order by ${q.position})
    from ${profileQuestions} q
    where ${q.investorId} = ${investors.id} and ${q.answer} is not null and ${q.thesisVersion} = ${latestSetVersion}
  ), '[]'::json)`;
  // The latest corrections of the reading hold across versions (thesis-readings.ts); null when none.
  const corrections = sql<ThesisInput['corrections']>`(
    select ${thesisReadings.corrections} from ${thesisReadings}
    where ${thesisReadings.investorId} = ${investors.id}
    order by ${thesisReadings.thesisVersion} desc limit 1
  )`;
  return {
    thesisText: sql<string | null>`left(${investors.thesis}, ${THESIS_MAX_CHARS}::int)`,
    thesisVersion: investors.thesisVersion,
    answers,
    corrections,
  };
}

type ThesisRow = { thesisText: string | null; thesisVersion: number } & Pick<
  ThesisInput,
  'answers' | 'corrections'
>;

const thesisOf = (row: ThesisRow): ThesisInput => ({
  text: row.thesisText,
  version: row.thesisVersion,
  answers: row.answers,
  corrections: row.corrections,
});

/**
 * Loads a deck and its investor's current thesis in ONE statement, so one snapshot. One round trip
 * matters here: a deck's every score starts with it.
 */
export async function loadScoringContext(db: Database, deckId: string): Promise<DeckScoringContext | null> {
  // The deck owner's own corrections only: another investor's view of the same file never counts.
  const profileCorrections = sql<DeckProfileCorrections | null>`(
    select ${deckProfileCorrections.corrections} from ${deckProfileCorrections}
    where ${deckProfileCorrections.deckId} = ${decks.id} and ${deckProfileCorrections.investorId} = ${decks.investorId}
  )`;
  const [row] = await db
    .select({
      id: decks.id,
      investorId: decks.investorId,
      contentHash: decks.contentHash,
      status: decks.status,
      scoredThesisVersion: decks.scoredThesisVersion,
      ...thesisColumns(),
      profileCorrections,
    })
    .from(decks)
    .innerJoin(investors, eq(investors.id, decks.investorId))
    .where(eq(decks.id, deckId));
  // A withdrawn deck is a tombstone: nothing is left to read, as if it were deleted.
  if (!row || row.contentHash === null) return null;
  return {
    deck: {
      id: row.id,
      investorId: row.investorId,
      contentHash: row.contentHash,
      status: row.status,
      scoredThesisVersion: row.scoredThesisVersion,
    },
    thesis: thesisOf(row),
    profileCorrections: row.profileCorrections,
  };
}

/** The deck owner's corrections of its profile as stored now; null when none. */
export async function loadProfileCorrections(
  db: Database,
  deck: Pick<DeckScoringContext['deck'], 'id' | 'investorId'>,
): Promise<DeckProfileCorrections | null> {
  const [row] = await db
    .select({ corrections: deckProfileCorrections.corrections })
    .from(deckProfileCorrections)
    .where(
      and(eq(deckProfileCorrections.deckId, deck.id), eq(deckProfileCorrections.investorId, deck.investorId)),
    );
  return row?.corrections ?? null;
}

/** The investor's current thesis, in one snapshot; null when the investor is gone. */
export async function loadCurrentThesis(db: Database, investorId: string): Promise<ThesisInput | null> {
  const [row] = await db.select(thesisColumns()).from(investors).where(eq(investors.id, investorId));
  return row ? thesisOf(row) : null;
}

export type ScoringDecision = 'score' | 'outdated-job' | 'up-to-date' | 'failed';

/**
 * Whether a `deck.score` job for `jobThesisVersion` should run. A job for an older thesis version
 * than the investor's current one skips: the thesis change that made it outdated queued a job for
 * the current version too. A deck already scored at the current version skips, so a redelivered job
 * does no work twice; a failed deck waits for a manual recalculation, which requeues it first.
 */
export function scoringDecision(context: DeckScoringContext, jobThesisVersion: number): ScoringDecision {
  if (jobThesisVersion < context.thesis.version) return 'outdated-job';
  if (context.deck.status === 'failed') return 'failed';
  return awaitsScore(context.deck, context.thesis.version) ? 'score' : 'up-to-date';
}
