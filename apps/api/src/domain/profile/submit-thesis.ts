import type { FundActor } from '@pitchfit/contracts/fund';
import type { ThesisResponse } from '@pitchfit/contracts/profile';
import type { Transaction } from '@pitchfit/db/client';
import { profileQuestions } from '@pitchfit/db/schema';
import type { DeckDeps } from '@pitchfit/decks/lifecycle';
import { thesisChanged } from '@pitchfit/decks/thesis-changed';
import { assertFundOwner } from '../fund/assert-fund-owner';
import { latestAnswers } from '../thesis/thesis-snapshot';
import { currentQuestions } from './profile-questions';

export interface FollowUpQuestion {
  topic: string;
  text: string;
}

export interface ProfileDeps extends DeckDeps {
  /** The scoring engine's follow-up questions for a thesis (3 to 6). */
  followUpQuestions: (thesis: string) => Promise<FollowUpQuestion[]>;
}

/**
 * Sets the investor's thesis, a thesis change (`thesisChanged`: every deck becomes stale and is
 * rescored) with fresh follow-up questions stored for its version. Sending the thesis already in
 * place changes nothing and answers `thesis_updated: false` (a double submit must not rescore
 * everything twice).
 */
export async function submitThesis(
  deps: ProfileDeps,
  actor: FundActor,
  thesis: string,
): Promise<ThesisResponse> {
  assertFundOwner(actor);
  const investorId = actor.fundId;
  const questions = await deps.followUpQuestions(thesis);
  const outcome = await thesisChanged(deps, investorId, async (tx, now) => {
    if (now.thesis === thesis) return null;
    // Answers that still apply carry over: a new question the investor already answered (same
    // topic, same words) keeps its answer, so an edit of the thesis does not wipe the profile.
    const answered = await answeredQuestions(tx, investorId);
    const answeredAt = new Date();
    await tx.insert(profileQuestions).values(
      questions.map((question, position) => {
        const answer = answered.get(questionKey(question)) ?? null;
        return {
          investorId,
          thesisVersion: now.nextVersion,
          position,
          topic: question.topic,
          text: question.text,
          answer,
          answeredAt: answer === null ? null : answeredAt,
        };
      }),
    );
    return { thesis };
  });
  const stored = await currentQuestions(deps.db, investorId);
  return {
    thesis_updated: outcome.changed,
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
