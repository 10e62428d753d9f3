import type { FundActor } from '@pitchfit/contracts/fund';
import type { ThesisResponse } from '@pitchfit/contracts/profile';
import type { Database, Transaction } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { investors, profileQuestions } from '@pitchfit/db/schema';
import type { Queues } from '@pitchfit/queue/queues';
import type { Logger } from 'pino';
import { assertFundOwner } from '../fund/assert-fund-owner';
import { latestAnswers } from '../thesis/thesis-snapshot';
import { currentQuestions } from './profile-questions';
import { announceThesisChange, bumpThesisVersion, queueRescoring } from './thesis-change';

export interface FollowUpQuestion {
  topic: string;
  text: string;
}

export interface ProfileDeps {
  db: Database;
  queues: Queues;
  logger: Pick<Logger, 'warn'>;
  /** The scoring engine's follow-up questions for a thesis (3 to 6). */
  followUpQuestions: (thesis: string) => Promise<FollowUpQuestion[]>;
  deckChanges: Parameters<typeof announceThesisChange>[0]['deckChanges'];
}

/**
 * Sets the investor's thesis: a new thesis version (every deck becomes stale), fresh follow-up
 * questions stored for it, and a fan-out job that rescores the investor's decks. Sending the thesis
 * already in place changes nothing and answers `thesis_updated: false` (a double submit must not
 * rescore everything twice); it does requeue the fan-out of the current version, which is harmless
 * and heals a fan-out whose queueing failed.
 */
export async function submitThesis(
  deps: ProfileDeps,
  actor: FundActor,
  thesis: string,
): Promise<ThesisResponse> {
  assertFundOwner(actor);
  const investorId = actor.fundId;
  const questions = await deps.followUpQuestions(thesis);
  const outcome = await deps.db.transaction(async (tx) => {
    const [investor] = await tx
      .select({ thesis: investors.thesis, thesisVersion: investors.thesisVersion })
      .from(investors)
      .where(eq(investors.id, investorId))
      .for('update');
    if (!investor) throw new Error(`Investor ${investorId} does not exist`);
    if (investor.thesis === thesis) {
      return { updated: false, thesisVersion: investor.thesisVersion, decksQueued: 0 };
    }
    // Answers that still apply carry over: a new question the investor already answered (same
    // topic, same words) keeps its answer, so an edit of the thesis does not wipe the profile.
    const answered = await answeredQuestions(tx, investorId);
    const change = await bumpThesisVersion(tx, investorId, thesis);
    const now = new Date();
    await tx.insert(profileQuestions).values(
      questions.map((question, position) => {
        const answer = answered.get(questionKey(question)) ?? null;
        return {
          investorId,
          thesisVersion: change.thesisVersion,
          position,
          topic: question.topic,
          text: question.text,
          answer,
          answeredAt: answer === null ? null : now,
        };
      }),
    );
    return { updated: true, ...change };
  });
  await queueRescoring(deps, investorId, outcome.thesisVersion);
  if (outcome.updated) await announceThesisChange(deps, investorId);
  const stored = await currentQuestions(deps.db, investorId);
  return {
    thesis_updated: outcome.updated,
    decks_rescored: outcome.decksQueued,
    questions: stored.map(({ id, text }) => ({ id, text })),
    vc_thesis: thesis,
  };
}

const questionKey = (question: { topic: string; text: string }) => `${question.topic}\n${question.text}`;

/** The answered questions of the investor's latest question set, by topic and words. */
async function answeredQuestions(tx: Transaction, investorId: string): Promise<Map<string, string>> {
  const answers = await latestAnswers(tx, investorId);
  return new Map(answers.map((row) => [questionKey({ topic: row.topic, text: row.question }), row.answer]));
}
