import { deckLimitsOf } from '@pitchfit/contracts/env/deck-limits';
import type { ExtractionEngines } from '@pitchfit/decks/extraction';
import type { Anthropic } from '@pitchfit/scoring/claude';
import { createBuiltinDeckEngine, createClaudeDeckEngine } from '@pitchfit/scoring/deck';
import type { ReadDeckOptions } from '@pitchfit/scoring/deck/read';
import type { WorkerEnv } from '../env';

/** What the deck processors score with: engines in order of preference, and the reader's limits per lane. */
export interface DeckPipeline extends ExtractionEngines {
  /** The costly lane's limits: the whole deck deadline, OCR as configured. */
  readOptions: ReadDeckOptions;
  /**
   * The fast lane's: its own budget; `ocr` says whether OCR is on, and the lane gives each deck its
   * own page budget of it (`fastLaneOcr`).
   */
  fastReadOptions: ReadDeckOptions & { ocr: boolean };
}

/** `claude` is the worker's Claude client, null when ANTHROPIC_API_KEY is unset. */
export function createDeckPipeline(env: WorkerEnv, claude: Anthropic | null): DeckPipeline {
  const builtin = createBuiltinDeckEngine();
  return {
    primary: claude
      ? createClaudeDeckEngine(claude, {
          model: env.ANTHROPIC_MODEL,
          timeoutMs: env.ANTHROPIC_DECK_TIMEOUT_MS,
          maxRetries: env.ANTHROPIC_MAX_RETRIES,
        })
      : builtin,
    fallback: builtin,
    readOptions: {
      ...deckLimitsOf(env),
      timeoutMs: env.DECK_READ_TIMEOUT_MS,
      ocr: env.DECK_OCR,
    },
    fastReadOptions: {
      ...deckLimitsOf(env),
      timeoutMs: Math.min(env.DECK_FAST_READ_MS, env.DECK_READ_TIMEOUT_MS),
      ocr: env.DECK_OCR,
    },
  };
}
