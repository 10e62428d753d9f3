import { DomainError } from '@pitchfit/contracts/errors';
import {
  type WhatIfRequest,
  type WhatIfResponse,
  whatIfResponseSchema,
} from '@pitchfit/contracts/thesis-reading';
import { eq } from '@pitchfit/db/orm';
import { whatIfRequests } from '@pitchfit/db/schema';
import { enqueue } from '@pitchfit/queue/queues';
import type { AppDeps } from '../../deps';

type WhatIfDeps = Pick<AppDeps, 'db' | 'queues' | 'queueEvents'> & {
  env: Pick<AppDeps['env'], 'GRADE_TIMEOUT_MS'>;
};

/**
 * How the investor's decks would move under the thesis they are editing. The API runs no engine:
 * the request is held in a row, a `thesis.whatIf` job carrying its id is matched by the worker from
 * the stored extractions, and the answer comes back as the job's result. Nothing else is written:
 * no thesis version, no score, no deck job; the row is deleted once answered.
 */
export async function whatIfThesis(
  deps: WhatIfDeps,
  investorId: string,
  request: WhatIfRequest,
): Promise<WhatIfResponse> {
  const [row] = await deps.db
    .insert(whatIfRequests)
    .values({ investorId, request })
    .returning({ id: whatIfRequests.id });
  if (!row) throw new DomainError('UNAVAILABLE', 'Could not compute the what-if.');
  try {
    const job = await enqueue(deps.queues, 'thesis.whatIf', { requestId: row.id }).catch((cause: unknown) => {
      throw new DomainError('UNAVAILABLE', 'The what-if is unavailable. Please try again later.', undefined, {
        cause,
      });
    });
    const result: unknown = await job
      .waitUntilFinished(deps.queueEvents.grading, deps.env.GRADE_TIMEOUT_MS)
      .catch(async (cause: unknown) => {
        await job.remove().catch(() => undefined);
        throw new DomainError('TIMEOUT', 'The what-if took too long. Please try again.', undefined, {
          cause,
        });
      });
    return whatIfResponseSchema.parse(result);
  } finally {
    await deps.db.delete(whatIfRequests).where(eq(whatIfRequests.id, row.id));
  }
}
