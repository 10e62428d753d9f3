/**
 * The API's only entry into scoring: the questions about what a thesis leaves unclear. Engines, the
 * reader and the graders run in the worker; biome.json refuses any other `@pitchfit/scoring` import in
 * apps/api/src.
 */
export { type FollowUpQuestion, followUpQuestions } from './deck/analyze/follow-up';
