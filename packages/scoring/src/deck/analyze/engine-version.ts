import { ENGINE_SOURCE_HASH } from './engine-source-hash';

/**
 * Versions of the deck engines. Stored extractions and matches record the version that made them,
 * and cached extractions are keyed by it. The built-in engine's version is derived from its whole
 * source (scripts/engine-source.ts), so any change that can change a result changes the version;
 * engine-version.test.ts fails, naming the command that regenerates it, while it is stale. The
 * 'builtin-' prefix keeps stored rows readable.
 */
export const BUILTIN_ENGINE_VERSION = `builtin-${ENGINE_SOURCE_HASH.slice(0, 16)}`;
export const CLAUDE_ENGINE_VERSION = 'claude-1.0.0';
