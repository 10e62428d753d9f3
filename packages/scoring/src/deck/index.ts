export { runWithFallback } from '../fallback';
export { ClaudeOutputError } from './analyze/claude/call-tool';
export { createClaudeDeckEngine, DeckTooLongForClaudeError } from './analyze/claude/claude-engine';
export { type DeckFields, toDeckFields } from './analyze/deck-fields';
export { createBuiltinDeckEngine, type DeckEngine } from './analyze/engine';
export { BUILTIN_ENGINE_VERSION } from './analyze/engine-version';
export { THESIS_TOPICS } from './analyze/thesis';
export type { DeckExtraction, DeckMatch, ThesisInput } from './analyze/types';
export { type WhatIfDeck, type WhatIfDeckDetails, type WhatIfDetailsOf, whatIf } from './analyze/what-if';
