export { runWithFallback } from '../fallback';
export { ClaudeOutputError } from './analyze/claude/call-tool';
export { createClaudeDeckEngine, DeckTooLongForClaudeError } from './analyze/claude/claude-engine';
export { createBuiltinDeckEngine, type DeckEngine } from './analyze/engine';
export { BUILTIN_ENGINE_VERSION } from './analyze/engine-version';
export { type DeckFields, toDeckFields } from './analyze/explain/deck-fields';
export {
  type WhatIfDeck,
  type WhatIfDeckDetails,
  type WhatIfDetailsOf,
  whatIf,
} from './analyze/match/what-if';
export { companyKey } from './analyze/profile/facts/company-key';
export { THESIS_TOPICS } from './analyze/thesis/thesis';
export type { DeckExtraction, DeckMatch, ThesisInput } from './analyze/types';
