import type { Application, GradeResult } from '@pitchfit/contracts/application';
import { DomainError } from '@pitchfit/contracts/errors';
import { eq } from '@pitchfit/db/orm';
import { applicationGradings } from '@pitchfit/db/schema';
import { enqueue } from '@pitchfit/queue/queues';
import type { AppDeps } from '../../deps';

type GradeDeps = Pick<AppDeps, 'db' | 'queues' | 'queueEvents'> & {
  env: Pick<AppDeps['env'], 'GRADE_TIMEOUT_MS'>;
};

/**
 * Records the application, queues it for the worker and waits for the grade. The row is written
 * before the job exists, so a grade is never lost between the two; a request never waits longer
 * than GRADE_TIMEOUT_MS.
 */
export async function gradeApplication(deps: GradeDeps, application: Application): Promise<GradeResult> {
  const [row] = await deps.db
    .insert(applicationGradings)
    .values({ application })
    .returning({ id: applicationGradings.id });
  if (!row) throw new DomainError('UNAVAILABLE', 'Could not record the application.');

  const job = await enqueue(deps.queues, 'application.grade', { gradingId: row.id }).catch(
    (cause: unknown) => {
      throw new DomainError(
        'UNAVAILABLE',
        'The grading queue is unavailable. Please try again later.',
        undefined,
        {
          cause,
        },
      );
    },
  );

  try {
    await job.waitUntilFinished(deps.queueEvents.grading, deps.env.GRADE_TIMEOUT_MS);
  } catch (cause) {
    // BullMQ rejects alike when the job failed and when the wait ran out: only a failed job is in
    // its failed state. Anything else (still waiting, or running) ran out of time.
    const timedOut = (await job.getState().catch(() => 'unknown')) !== 'failed';
    // A job still waiting means no worker picked it up in time; drop it so nobody grades it late.
    await job.remove().catch(() => undefined);
    await deps.db
      .update(applicationGradings)
      .set({ status: 'failed' })
      .where(eq(applicationGradings.id, row.id));
    throw new DomainError(
      timedOut ? 'TIMEOUT' : 'UNAVAILABLE',
      timedOut
        ? 'Grading is taking longer than expected. Please try again later.'
        : 'Grading failed. Please try again later.',
      undefined,
      { cause },
    );
  }

  const graded = await deps.db.query.applicationGradings.findFirst({
    where: eq(applicationGradings.id, row.id),
  });
  if (!graded?.result) throw new DomainError('UNAVAILABLE', 'Grading finished without a result.');
  return graded.result;
}
