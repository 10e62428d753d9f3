import { DECK_LIMITS } from '@pitchfit/contracts/constants';
import { deckUploadErrorSchema } from '@pitchfit/contracts/deck';
import { DECK_MESSAGES, DECK_READ_FAILURES, MESSAGES } from '@pitchfit/contracts/messages';

/**
 * Why a chosen file cannot be sent, checked before any upload with the server's own limits and
 * texts (the server checks again); null when it may be sent.
 */
export function deckFileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return MESSAGES.selectPdf;
  if (!file.name.toLowerCase().endsWith('.pdf')) return DECK_MESSAGES.notPdfName;
  if (file.size === 0) return DECK_MESSAGES.emptyFile;
  if (file.size > DECK_LIMITS.maxBytes) return DECK_READ_FAILURES.too_large(DECK_LIMITS);
  return null;
}

/** SPEC section 7: the server's `detail`, else `pdf_file[0]`, else the page's fallback. */
export function uploadErrorMessage(body: unknown, fallback: string): string {
  const parsed = deckUploadErrorSchema.safeParse(body);
  if (!parsed.success) return fallback;
  return parsed.data.detail?.trim() || parsed.data.pdf_file?.[0]?.trim() || fallback;
}
