import type { HiddenRun, HiddenTextScan } from './hidden-text';

/**
 * What the reading thread (the only thread that loads pdfjs) is asked, and what it answers. One document
 * is open in a thread at a time: the text pass opens it without images, the pixel pass with them.
 */
export interface ThreadRequests {
  open: { args: { bytes: Uint8Array; maxImagePixels: number }; result: { numPages: number } };
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

export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ThreadError };
