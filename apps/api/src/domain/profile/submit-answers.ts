import { DomainError } from '@pitchfit/contracts/errors';
import type { FundActor } from '@pitchfit/contracts/fund';
import { MESSAGES } from '@pitchfit/contracts/messages';
import type { Database } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { investors, profileQuestions } from '@pitchfit/db/schema';
import type { Queues } from '@pitchfit/queue/queues';
import type { Logger } from 'pino';
import { assertFundOwner } from '../fund/assert-fund-owner';
import { currentQuestions } from './profile-questions';
import { announceThesisChange, bumpThesisVersion, queueRescoring } from './thesis-change';

export interface AnswersDeps {
  db: Database;
  queues: Queues;
  logger: Pick<Logger, 'warn'>;
  deckChanges: Parameters<typeof announceThesisChange>[0]['deckChanges'];
}

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
  deps: AnswersDeps,
  actor: FundActor,
  answers: Record<string, string>,
): Promise<AnswersOutcome> {
  assertFundOwner(actor);
  const investorId = actor.fundId;
  const outcome = await deps.db.transaction(async (tx) => {
    // Serialises with a concurrent thesis change, which would replace the question set.
    const [investor] = await tx
      .select({ thesisVersion: investors.thesisVersion })
      .from(investors)
      .where(eq(investors.id, investorId))
      .for('update');
    if (!investor) throw new Error(`Investor ${investorId} does not exist`);
    const questions = await currentQuestions(tx, investorId);
    if (questions.length === 0) throw new DomainError('BAD_REQUEST', MESSAGES.noQuestionsFound);
    const given = questions.map((question) => ({ ...question, given: answers[question.id]?.trim() ?? '' }));
    if (given.some((question) => question.given === '')) {
      throw new DomainError('BAD_REQUEST', MESSAGES.answerAllQuestions);
    }
    if (given.every((question) => question.given === question.answer)) {
      return { changed: false, thesisVersion: investor.thesisVersion, decksQueued: 0 };
    }
    const answeredAt = new Date();
    for (const question of given) {
      await tx
        .update(profileQuestions)
        .set({ answer: question.given, answeredAt })
        .where(eq(profileQuestions.id, question.id));
    }
    return { changed: true, ...(await bumpThesisVersion(tx, investorId)) };
  });
  await queueRescoring(deps, investorId, outcome.thesisVersion);
  if (outcome.changed) await announceThesisChange(deps, investorId);
  return { profile_completed: true, decks_rescored: outcome.decksQueued };
}
