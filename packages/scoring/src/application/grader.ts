import type { Application, GradeResult, Grader } from '@pitchfit/contracts/application';
import { runWithFallback } from '../fallback';

export interface ApplicationGrader {
  name: Grader;
  version: string;
  grade(application: Application): Promise<GradeResult>;
}

export interface GradeOutcome {
  result: GradeResult;
  grader: Grader;
  graderVersion: string;
  /** Set when the primary grader failed and the fallback produced the result. */
  fallbackReason: string | null;
}

/** Runs the primary grader; if it throws, records why and uses the fallback instead. */
export async function gradeWithFallback(
  primary: ApplicationGrader,
  fallback: ApplicationGrader,
  application: Application,
): Promise<GradeOutcome> {
  const outcome = await runWithFallback(primary, fallback, (grader) => grader.grade(application));
  return {
    result: outcome.result,
    grader: outcome.engine,
    graderVersion: outcome.engineVersion,
    fallbackReason: outcome.fallbackReason,
  };
}
