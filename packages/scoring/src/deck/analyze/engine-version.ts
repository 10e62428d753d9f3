/**
 * Versions of the deck engines. Stored extractions and matches record the version that made them,
 * and cached extractions are keyed by it, so any change to the built-in engine's lexicons or tuning
 * must bump BUILTIN_ENGINE_VERSION (engine-fingerprint.test.ts enforces it).
 */
export const BUILTIN_ENGINE_VERSION = 'builtin-2.6.5';
export const CLAUDE_ENGINE_VERSION = 'claude-1.0.0';
