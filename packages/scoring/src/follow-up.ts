/**
 * The API's entry into scoring: the questions about what a thesis leaves unclear, and how the thesis
 * is read. Both need the whole thesis reader (its grammar and every lexicon it reads with), so the API
 * runs it; no deck engine or grader (those run in the worker). biome.json refuses any other
 * `@pitchfit/scoring` import in apps/api/src but the thread starter (module-thread.ts).
 */
export { type FollowUpQuestion, followUpQuestions } from './deck/analyze/thesis/follow-up';
export { thesisReading } from './deck/analyze/thesis/thesis-reading';
export type { ThesisInput } from './deck/analyze/types';
