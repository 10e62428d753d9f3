import { eq } from '@pitchfit/db/orm';
import { applicationGradings } from '@pitchfit/db/schema';
import { gradeWithFallback } from '@pitchfit/scoring/application';
import { UnrecoverableError } from 'bullmq';
import type { Processor } from './types';

/** Grades a stored application and writes the result to its row; the API reads it from there. */
export const gradeApplicationProcessor: Processor<'application.grade'> = async (
  { gradingId },
  _job,
  deps,
) => {
  const row = await deps.db.query.applicationGradings.findFirst({
    where: eq(applicationGradings.id, gradingId),
  });
  if (!row) throw new UnrecoverableError(`Grading ${gradingId} does not exist`);
  if (row.status === 'graded') return { gradingId, grader: row.grader };

  const outcome = await gradeWithFallback(deps.graders.primary, deps.graders.fallback, row.application);
  if (outcome.fallbackReason) {
    deps.logger.warn(
      { gradingId, reason: outcome.fallbackReason },
      'Claude grader failed; used the built-in grader',
    );
  }
  await deps.db
    .update(applicationGradings)
    .set({
      status: 'graded',
      result: outcome.result,
      grader: outcome.grader,
      graderVersion: outcome.graderVersion,
      fallbackReason: outcome.fallbackReason,
      gradedAt: new Date(),
    })
    .where(eq(applicationGradings.id, gradingId));
  return { gradingId, grader: outcome.grader };
};
