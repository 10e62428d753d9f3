import { createHash } from 'node:crypto';

/** sha256 of the PDF bytes, hex: the key extraction results are cached and versioned under. */
export function deckContentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
