import type { Application, GradeResult, Grader } from '@pitchfit/contracts/application';

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
  try {
    const result = await primary.grade(application);
    return { result, grader: primary.name, graderVersion: primary.version, fallbackReason: null };
  } catch (error) {
    if (primary === fallback) throw error;
    const result = await fallback.grade(application);
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { result, grader: fallback.name, graderVersion: fallback.version, fallbackReason: reason };
  }
}
