import type { Database } from '@pitchfit/db/client';
import { currentQuestions, type StoredQuestion } from './profile-questions';

/** The follow-up questions the fill-out page shows, with the answers given so far. */
export async function getProfileQuestions(
  db: Database,
  investorId: string,
): Promise<{ questions: StoredQuestion[] }> {
  return { questions: await currentQuestions(db, investorId) };
}
