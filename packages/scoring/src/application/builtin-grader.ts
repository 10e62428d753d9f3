import { assessApplication } from './builtin/assess';
import type { ApplicationGrader } from './grader';

/** Bump when the criteria or weights change, so stored grades say which rubric produced them. */
export const BUILTIN_GRADER_VERSION = '1.1.0';

/** The default grader: deterministic, explainable, needs no API key. */
export function builtinGrader(): ApplicationGrader {
  return {
    name: 'builtin',
    version: BUILTIN_GRADER_VERSION,
    grade: async (application) => assessApplication(application).result,
  };
}
