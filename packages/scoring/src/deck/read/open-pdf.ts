import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Deadline } from './deadline';
import { DeckReadError } from './deck-read-error';
import { closeInThread, type ParserThread } from './parser-thread';
import { loadPdfjs, PDFJS_ASSETS } from './pdfjs-runtime';
import type { ReadDeckOptions } from './types';

const EOF_MARKER = new TextEncoder().encode('%%EOF');
const TRAILER_WINDOW = 2048;

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number, to: number): number {
  const last = Math.min(to, haystack.length) - needle.length;
  outer: for (let i = Math.max(0, from); i <= last; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (haystack[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

/** A complete PDF ends with %%EOF (give or take trailing junk); a cut-off upload does not. */
export function looksTruncated(bytes: Uint8Array): boolean {
  return indexOfBytes(bytes, EOF_MARKER, bytes.length - TRAILER_WINDOW, bytes.length) < 0;
}

export interface OpenPdfSettings {
  /**
   * Largest image, in pixels, the parser decodes. Reading text needs no image at all, so the text pass
   * sets 1 and skips every decode; rendering for OCR needs real images.
   */
  maxImagePixels: number;
}

type Limits = Pick<ReadDeckOptions, 'maxBytes' | 'maxPages' | 'timeoutMs'>;

/** Opens untrusted bytes in the given parser thread; failures become DeckReadErrors. */
export async function openPdf(
  bytes: Uint8Array,
  thread: ParserThread,
  deadline: Deadline,
  limits: Limits,
  settings: OpenPdfSettings,
): Promise<PDFDocumentProxy> {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given and refuses Node Buffers: hand it a plain copy.
    data: new Uint8Array(bytes),
    worker: thread.pdfWorker,
    ...PDFJS_ASSETS,
    maxImageSize: settings.maxImagePixels,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return await deadline.race(task.promise, thread.died);
  } catch (error) {
    if (!deadline.signal.aborted) await closeInThread(task, thread);
    if (deadline.signal.aborted) throw error;
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new DeckReadError('encrypted', limits, { cause: error });
    }
    throw new DeckReadError('corrupt', limits, { cause: error });
  }
}
