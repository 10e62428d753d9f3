export { builtinGrader } from './builtin-grader';
export { ClaudeGradeError, claudeGrader } from './claude-grader';
export { type ApplicationGrader, gradeWithFallback } from './grader';
