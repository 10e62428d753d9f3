export { type FallbackOutcome, runWithFallback } from '../fallback';
export { ClaudeOutputError } from './analyze/claude/call-tool';
export {
  CLAUDE_MAX_PDF_PAGES,
  type ClaudeDeckEngineOptions,
  createClaudeDeckEngine,
  DeckTooLongForClaudeError,
} from './analyze/claude/claude-engine';
export { createClaudeFollowUps } from './analyze/claude/follow-up-claude';
export { deckContentHash } from './analyze/content-hash';
export { type DeckFields, toDeckFields } from './analyze/deck-fields';
export {
  createBuiltinDeckEngine,
  type DeckEngine,
  type DeckExtractInput,
  type DeckMatchInput,
  extractionCacheKey,
} from './analyze/engine';
export { BUILTIN_ENGINE_VERSION, CLAUDE_ENGINE_VERSION } from './analyze/engine-version';
export {
  createBuiltinFollowUps,
  type FollowUpGenerator,
  type FollowUpQuestion,
  followUpQuestions,
  MAX_FOLLOW_UP_QUESTIONS,
  MIN_FOLLOW_UP_QUESTIONS,
} from './analyze/follow-up';
export { THESIS_TOPICS, type ThesisTopic } from './analyze/thesis';
export type {
  Cited,
  DeckExtraction,
  DeckFacts,
  DeckMatch,
  EngineName,
  InvestmentEstimate,
  MatchPart,
  ThesisAnswer,
  ThesisInput,
} from './analyze/types';
