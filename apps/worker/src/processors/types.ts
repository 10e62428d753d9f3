import type { JobName, JobPayload } from '@pitchfit/contracts/jobs';
import type { Job } from 'bullmq';
import type { WorkerDeps } from '../deps';

export type Processor<N extends JobName> = (
  payload: JobPayload<N>,
  job: Job,
  deps: WorkerDeps,
) => Promise<unknown>;

/** Every catalog job has exactly one processor: adding a job to the catalog fails typecheck until it is handled. */
export type ProcessorMap = { [N in JobName]: Processor<N> };
