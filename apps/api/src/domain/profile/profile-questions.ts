import type { Database } from '@pitchfit/db/client';
import { asc, eq, sql } from '@pitchfit/db/orm';
import { profileQuestions } from '@pitchfit/db/schema';

type Reader = Pick<Database, 'select'>;

export interface StoredQuestion {
  id: string;
  text: string;
  answer: string | null;
}

/**
 * The investor's current follow-up questions: the set generated for their latest thesis (answering
 * raises the thesis version again, so the set is found by its own version, not the investor's).
 */
export async function currentQuestions(db: Reader, investorId: string): Promise<StoredQuestion[]> {
  const latestSet = db
    .select({ version: sql<number>`max(${profileQuestions.thesisVersion})` })
    .from(profileQuestions)
    .where(eq(profileQuestions.investorId, investorId));
  return db
    .select({ id: profileQuestions.id, text: profileQuestions.text, answer: profileQuestions.answer })
    .from(profileQuestions)
    .where(
      sql`${profileQuestions.investorId} = ${investorId} and ${profileQuestions.thesisVersion} = (${latestSet})`,
    )
    .orderBy(asc(profileQuestions.position));
}
