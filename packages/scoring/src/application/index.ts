export { builtinGrader } from './builtin-grader';
export { claudeGrader } from './claude-grader';
export { type ApplicationGrader, type GradeOutcome, gradeWithFallback } from './grader';
