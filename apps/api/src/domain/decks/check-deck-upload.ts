import { DECK_MESSAGES, DECK_READ_FAILURES } from '@pitchfit/contracts/messages';
import { hasPdfHeader } from '@pitchfit/contracts/pdf';
import { deckUploadError } from '@pitchfit/decks/accept';
import { declaredPageCount } from './pdf-sniff';

export interface DeckUpload {
  fileName: string;
  bytes: Uint8Array;
}

export interface DeckUploadLimits {
  maxBytes: number;
  maxPages: number;
}

/**
 * Refuses what is certainly not an acceptable deck before anything is stored: a name not ending in
 * .pdf, an empty file, bytes that are not a PDF, a file over the size limit, or a page tree that
 * declares more pages than allowed.
 */
export function checkDeckUpload(upload: DeckUpload, limits: DeckUploadLimits): void {
  if (!upload.fileName.toLowerCase().endsWith('.pdf')) throw deckUploadError(DECK_MESSAGES.notPdfName);
  if (upload.bytes.byteLength === 0) throw deckUploadError(DECK_MESSAGES.emptyFile);
  if (upload.bytes.byteLength > limits.maxBytes)
    throw deckUploadError(DECK_READ_FAILURES.too_large(limits), 'PAYLOAD_TOO_LARGE');
  if (!hasPdfHeader(upload.bytes)) throw deckUploadError(DECK_READ_FAILURES.not_pdf());
  const pages = declaredPageCount(upload.bytes);
  if (pages !== null && pages > limits.maxPages)
    throw deckUploadError(DECK_READ_FAILURES.too_many_pages(limits));
}
