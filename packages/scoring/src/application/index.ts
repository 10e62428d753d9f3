export { builtinGrader } from './builtin-grader';
export { ClaudeGradeError, type ClaudeGraderOptions, claudeGrader } from './claude-grader';
export { type ApplicationGrader, type GradeOutcome, gradeWithFallback } from './grader';
