import type { ReadingCorrections } from '@pitchfit/contracts/thesis-reading';
import type { Database } from '@pitchfit/db/client';
import { and, asc, desc, eq, isNotNull, sql } from '@pitchfit/db/orm';
import { investors, profileQuestions, thesisReadings } from '@pitchfit/db/schema';
import type { ThesisInput } from '@pitchfit/scoring/follow-up';

type Reader = Pick<Database, 'select'>;

export const NO_CORRECTIONS: ReadingCorrections = { corrections: [], cheque: null };

/** The investor's latest corrections of the reading; they hold across thesis versions (thesis-readings.ts). */
export async function latestCorrections(db: Reader, investorId: string): Promise<ReadingCorrections> {
  const [row] = await db
    .select({ corrections: thesisReadings.corrections })
    .from(thesisReadings)
    .where(eq(thesisReadings.investorId, investorId))
    .orderBy(desc(thesisReadings.thesisVersion))
    .limit(1);
  return row?.corrections ?? NO_CORRECTIONS;
}

/** The answered questions of the investor's latest question set, in the order they were asked. */
export async function latestAnswers(
  db: Reader,
  investorId: string,
): Promise<Array<{ topic: string; question: string; answer: string }>> {
  const latestSet = db
    .select({ version: sql<number>`max(${profileQuestions.thesisVersion})` })
    .from(profileQuestions)
    .where(eq(profileQuestions.investorId, investorId));
  const rows = await db
    .select({
      topic: profileQuestions.topic,
      question: profileQuestions.text,
      answer: profileQuestions.answer,
    })
    .from(profileQuestions)
    .where(
      and(
        eq(profileQuestions.investorId, investorId),
        isNotNull(profileQuestions.answer),
        sql`${profileQuestions.thesisVersion} = (${latestSet})`,
      ),
    )
    .orderBy(asc(profileQuestions.position));
  return rows.flatMap(({ answer, ...rest }) => (answer === null ? [] : [{ ...rest, answer }]));
}

/**
 * The thesis as the worker matches it: text, version, the answers of the latest question set
 * (as the worker's scoring context reads them) and the latest corrections. Null for no investor.
 */
export async function thesisSnapshot(db: Reader, investorId: string): Promise<ThesisInput | null> {
  const [investor] = await db
    .select({ text: investors.thesis, version: investors.thesisVersion })
    .from(investors)
    .where(eq(investors.id, investorId));
  if (!investor) return null;
  const answered = await latestAnswers(db, investorId);
  return {
    text: investor.text,
    version: investor.version,
    answers: answered,
    corrections: await latestCorrections(db, investorId),
  };
}
