import type { Deadline } from './deadline';
import { DeckReadError } from './deck-read-error';
import { type ParserThread, ParserThreadError } from './parser-thread';
import { READ_BUDGET_ERROR } from './read-budget';
import type { OpenPdfSettings } from './thread-protocol';
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

type Limits = Pick<ReadDeckOptions, 'maxBytes' | 'maxPages' | 'timeoutMs'>;

/**
 * Opens untrusted bytes in the given parser thread, which keeps the document for the requests that
 * follow; failures become DeckReadErrors. Returns the page count.
 */
export async function openPdf(
  bytes: Uint8Array,
  thread: ParserThread,
  deadline: Deadline,
  limits: Limits,
  settings: OpenPdfSettings,
): Promise<number> {
  // pdfjs takes ownership of (detaches) the buffer it is given: the thread gets a copy of its own.
  const copy = new Uint8Array(bytes);
  const opening = thread.request('open', { bytes: copy, ...settings }, [copy.buffer]);
  try {
    return (await deadline.race(opening, thread.died)).numPages;
  } catch (error) {
    if (deadline.signal.aborted) throw error;
    if (error instanceof ParserThreadError && error.name === 'PasswordException') {
      throw new DeckReadError('encrypted', limits, { cause: error });
    }
    if (error instanceof ParserThreadError && error.name === READ_BUDGET_ERROR) {
      throw new DeckReadError('too_complex', limits, { cause: error });
    }
    throw new DeckReadError('corrupt', limits, { cause: error });
  }
}
