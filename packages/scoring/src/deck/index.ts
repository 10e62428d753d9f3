export { runWithFallback } from '../fallback';
export { ClaudeOutputError } from './analyze/claude/call-tool';
export { createClaudeDeckEngine, DeckTooLongForClaudeError } from './analyze/claude/claude-engine';
export { type DeckFields, toDeckFields } from './analyze/deck-fields';
export { createBuiltinDeckEngine, type DeckEngine } from './analyze/engine';
export { THESIS_TOPICS } from './analyze/thesis';
export type { DeckExtraction, DeckMatch, ThesisInput } from './analyze/types';
