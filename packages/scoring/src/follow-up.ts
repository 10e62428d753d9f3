/**
 * The API's only entry into scoring: the questions about what a thesis leaves unclear, and how the
 * thesis is read (the thesis reader only, as the questions already use it; no deck engine). Engines
 * and graders run in the worker; biome.json refuses any other `@pitchfit/scoring` import in
 * apps/api/src.
 */
export { type FollowUpQuestion, followUpQuestions } from './deck/analyze/follow-up';
export { thesisReading } from './deck/analyze/thesis-reading';
export type { ThesisInput } from './deck/analyze/types';
