import type { DeckExtraction } from '../analyze/types';
import type { HiddenRun, HiddenTextScan } from './hidden-text';
import type { DeckDocument } from './types';

/** How a document is opened: the text pass reads it, the pixel pass (hidden-text checks, OCR) draws it. */
export interface OpenPdfSettings {
  /**
   * Largest image, in pixels, the parser decodes. Reading text needs no image at all, so the text pass
   * sets 1 and skips every decode; rendering for OCR needs real images.
   */
  maxImagePixels: number;
  /**
   * Whether pages will be drawn. Only then does pdfjs build the outline of every glyph it shows (the
   * canvas here cannot load a PDF's fonts, so glyphs are filled as paths); the text pass never looks at
   * them, and a document opened without them cannot be rendered.
   */
  drawsPages: boolean;
}

/**
 * What the reading thread (the only thread that loads pdfjs) is asked, and what it answers. One document
 * is open in a thread at a time: the text pass opens it without images, the pixel pass with them.
 */
export interface ThreadRequests {
  open: { args: { bytes: Uint8Array } & OpenPdfSettings; result: { numPages: number } };
  /**
   * The text layer as pdfjs reads it, the text as drawn (every run, in drawing order), and the runs
   * hidden for certain or suspected of it; no runs at all when the layer has no text.
   */
  layer: { args: { page: number }; result: { layerText: string; drawnText: string } & HiddenTextScan };
  /** Which suspects (by index) the rendered page shows to be hidden. */
  confirm: {
    args: { page: number; longSidePx: number; suspects: HiddenRun[] };
    result: { confirmed: number[] };
  };
  /** The page as a PNG for OCR, and its resolution in pixels per point. */
  render: { args: { page: number; longSidePx: number }; result: { png: Uint8Array; scale: number } };
  close: { args: Record<string, never>; result: Record<string, never> };
  /** Loads pdfjs, so a thread started ahead of its first deck (a replacement) is warm when it comes. */
  load: { args: Record<string, never>; result: Record<string, never> };
  /**
   * The built-in engine's extraction of a deck already read: its text analysis runs here, off the
   * event loop that serves the worker's other jobs, where a deck past its deadline can be stopped.
   */
  analyze: { args: { document: DeckDocument; contentHash: string }; result: DeckExtraction };
}

export type RequestKind = keyof ThreadRequests;

export type ThreadRequest = {
  [K in RequestKind]: { id: number; kind: K; args: ThreadRequests[K]['args'] };
}[RequestKind];

/** An error crosses the thread boundary as its name and message: `PasswordException` means encrypted. */
export interface ThreadError {
  name: string;
  message: string;
}

/**
 * Every reply carries the thread's V8 heap as committed at that moment (`heapBytes`): what the thread
 * keeps when it idles, read where it is cheap, so the pool can replace a thread that grew too large.
 */
export type ThreadReply =
  | { id: number; ok: true; result: unknown; heapBytes: number }
  | { id: number; ok: false; error: ThreadError; heapBytes: number };
