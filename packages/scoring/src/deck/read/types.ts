import { DECK_LIMITS } from '@pitchfit/contracts/constants';

export interface DeckPage {
  /** 1-based. */
  number: number;
  /** The usable text of the page: the text layer, or OCR when the text layer is missing, garbled or letter-spaced. */
  text: string;
  source: 'text-layer' | 'ocr' | 'none';
  /** Text on the page a reader cannot see: near-background colour, tiny font, or placed off the page. Never part of `text`. */
  hiddenText: string[];
}

export interface DeckDocument {
  pageCount: number;
  pages: DeckPage[];
  /** Human-readable notes on how the deck was read, e.g. which pages went to OCR. */
  warnings: string[];
  ocrPages: number;
}

/** Reads the text in a page image. One engine can serve many decks, one page at a time. */
export interface OcrEngine {
  /** `dpi` is the resolution the page was rendered at, which tesseract uses to size its filters. */
  recognize(png: Uint8Array, dpi: number): Promise<string>;
  close(): Promise<void>;
}

export interface ReadDeckOptions {
  maxBytes: number;
  maxPages: number;
  /** Budget for the whole deck, OCR included. */
  timeoutMs: number;
  /**
   * `false` disables OCR; `true` uses the process's shared engine (one tesseract worker for every deck
   * being read, closed when none is); an engine from `createOcrEngine()` is used as given.
   */
  ocr: boolean | OcrEngine;
  signal?: AbortSignal;
}

export const DECK_READ_LIMITS = {
  maxBytes: DECK_LIMITS.maxBytes,
  maxPages: DECK_LIMITS.maxPages,
  timeoutMs: DECK_LIMITS.timeoutMs,
} as const;
