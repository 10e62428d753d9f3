import type { DeckDocument } from '../read/index';
import { BUILTIN_ENGINE_VERSION } from './engine-version';
import { matchDeckBuiltin } from './match/match';
import { extractDeckBuiltin } from './profile/extract';
import type { DeckExtraction, DeckMatch, EngineName, ThesisInput } from './types';

export interface DeckExtractInput {
  bytes: Uint8Array;
  document: DeckDocument;
  /** sha256 of the PDF bytes: extraction is cached under it. */
  contentHash: string;
}

export interface DeckMatchInput {
  extraction: DeckExtraction;
  thesis: ThesisInput;
}

/**
 * A deck engine in two steps: `extract` reads the deck once, independent of any thesis (its
 * JSON result is cached by content hash, engine and version); `match` compares that reading
 * with a thesis and is cheap, so a thesis change reruns only matching.
 */
export interface DeckEngine {
  name: EngineName;
  version: string;
  extract(input: DeckExtractInput): Promise<DeckExtraction>;
  match(input: DeckMatchInput): Promise<DeckMatch>;
}

/** The built-in engine: deterministic, offline, the same deck and thesis give the same bytes. */
export function createBuiltinDeckEngine(): DeckEngine {
  return {
    name: 'builtin',
    version: BUILTIN_ENGINE_VERSION,
    extract: async ({ document, contentHash }) => extractDeckBuiltin(document, contentHash),
    match: async ({ extraction, thesis }) => matchDeckBuiltin(extraction, thesis),
  };
}
