import {
  DeckReadError,
  leaseSharedOcrEngine,
  type OcrEngine,
  type OcrEngineLease,
} from '@pitchfit/scoring/deck/read';

/** Thrown by the fast lane's OCR engine: the deck needs OCR, which the costly lane runs. */
export class OcrDeferredError extends Error {
  override readonly name = 'OcrDeferredError';
}

/**
 * Pages the fast lane reads by OCR before it hands a deck over: a text deck's sparse cover (a logo and
 * a few words, which the reader OCRs for text in pictures) stays in the fast lane; an image-only deck
 * costs it one page, then waits for the costly lane.
 */
export const FAST_LANE_OCR_PAGES = 1;

/** The fast lane's OCR for one deck: the process's shared engine for its first pages, then a hand-over. */
export function fastLaneOcr(): OcrEngine {
  let lease: OcrEngineLease | undefined;
  let pages = 0;
  return {
    async recognize(png, dpi) {
      pages += 1;
      if (pages > FAST_LANE_OCR_PAGES) {
        throw new OcrDeferredError(
          'This deck needs more OCR than the fast lane gives: the costly lane reads it',
        );
      }
      lease ??= leaseSharedOcrEngine();
      return (await lease.engine).recognize(png, dpi);
    },
    async close() {
      await lease?.release();
    },
  };
}

/**
 * Whether the fast lane should hand the deck over rather than fail it: it needs OCR (the reader wraps
 * the engine's refusal, so the refusal is its cause), or its reading or analysis outran the fast
 * budget, which the costly lane's whole deadline may not.
 */
export function belongsToCostlyLane(error: unknown): boolean {
  if (error instanceof DeckReadError) return error.code === 'timeout';
  return error instanceof Error && error.cause instanceof OcrDeferredError;
}
