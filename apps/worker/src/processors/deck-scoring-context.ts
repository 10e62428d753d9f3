import type { DeckStatus } from '@pitchfit/contracts/deck';
import type { Database } from '@pitchfit/db/client';
import { and, asc, eq, isNotNull, sql } from '@pitchfit/db/orm';
import { decks, investors, profileQuestions } from '@pitchfit/db/schema';
import type { ThesisInput } from '@pitchfit/scoring/deck';

export interface DeckScoringContext {
  deck: {
    id: string;
    contentHash: string;
    status: DeckStatus;
    scoredThesisVersion: number | null;
  };
  /** The investor's current thesis, read in one snapshot so text, answers and version agree. */
  thesis: ThesisInput;
}

/**
 * Loads a deck and its investor's current thesis in one repeatable-read snapshot: a thesis change
 * committing halfway through can never pair the new text with the old version (or the reverse).
 * Answers come from the latest generated question set, the one the investor last answered.
 */
export async function loadScoringContext(db: Database, deckId: string): Promise<DeckScoringContext | null> {
  return db.transaction(
    async (tx) => {
      const [row] = await tx
        .select({
          id: decks.id,
          contentHash: decks.contentHash,
          status: decks.status,
          scoredThesisVersion: decks.scoredThesisVersion,
          investorId: decks.investorId,
          thesisText: investors.thesis,
          thesisVersion: investors.thesisVersion,
        })
        .from(decks)
        .innerJoin(investors, eq(investors.id, decks.investorId))
        .where(eq(decks.id, deckId));
      if (!row) return null;
      const latestSet = tx
        .select({ version: sql<number>`max(${profileQuestions.thesisVersion})` })
        .from(profileQuestions)
        .where(eq(profileQuestions.investorId, row.investorId));
      const answered = await tx
        .select({
          topic: profileQuestions.topic,
          question: profileQuestions.text,
          answer: profileQuestions.answer,
        })
        .from(profileQuestions)
        .where(
          and(
            eq(profileQuestions.investorId, row.investorId),
            eq(profileQuestions.thesisVersion, sql`(${latestSet})`),
            isNotNull(profileQuestions.answer),
          ),
        )
        .orderBy(asc(profileQuestions.position));
      return {
        deck: {
          id: row.id,
          contentHash: row.contentHash,
          status: row.status,
          scoredThesisVersion: row.scoredThesisVersion,
        },
        thesis: {
          text: row.thesisText,
          version: row.thesisVersion,
          answers: answered.flatMap(({ topic, question, answer }) =>
            answer === null ? [] : [{ topic, question, answer }],
          ),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
  const scoredVersion = context.deck.scoredThesisVersion;
  if (context.deck.status === 'scored' && scoredVersion !== null && scoredVersion >= context.thesis.version)
    return 'up-to-date';
  return 'score';
}
