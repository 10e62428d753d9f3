import { DomainError } from '@pitchfit/contracts/errors';
import type { FundActor } from '@pitchfit/contracts/fund';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { eq } from '@pitchfit/db/orm';
import { profileQuestions } from '@pitchfit/db/schema';
import type { DeckDeps } from '@pitchfit/decks/lifecycle';
import { thesisChanged } from '@pitchfit/decks/thesis-changed';
import { assertFundOwner } from '../fund/assert-fund-owner';
import { currentQuestions } from './profile-questions';

export interface AnswersOutcome {
  profile_completed: boolean;
  decks_rescored: number;
}

/**
 * Stores the investor's answers to their current follow-up questions. Every question needs a
 * non-blank answer. Answers are part of the thesis a deck is matched against, so new answers count
 * as a thesis change (new version, decks rescored); resending the same answers changes nothing.
 */
export async function submitAnswers(
  deps: DeckDeps,
  actor: FundActor,
  answers: Record<string, string>,
): Promise<AnswersOutcome> {
  assertFundOwner(actor);
  const investorId = actor.fundId;
  const outcome = await thesisChanged(deps, investorId, async (tx) => {
    // The investor's row is locked: a concurrent thesis change, which would replace the question
    // set, waits.
    const questions = await currentQuestions(tx, investorId);
    if (questions.length === 0) throw new DomainError('BAD_REQUEST', MESSAGES.noQuestionsFound);
    const given = questions.map((question) => ({ ...question, given: answers[question.id]?.trim() ?? '' }));
    if (given.some((question) => question.given === '')) {
      throw new DomainError('BAD_REQUEST', MESSAGES.answerAllQuestions);
    }
    if (given.every((question) => question.given === question.answer)) return null;
    const answeredAt = new Date();
    for (const question of given) {
      await tx
        .update(profileQuestions)
        .set({ answer: question.given, answeredAt })
        .where(eq(profileQuestions.id, question.id));
    }
    return {};
  });
  return { profile_completed: true, decks_rescored: outcome.decksQueued };
}
