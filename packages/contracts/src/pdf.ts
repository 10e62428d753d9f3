const PDF_HEADER = Array.from('%PDF-', (char) => char.charCodeAt(0));
// Readers accept junk before the header (some mailers prepend it); 1 KB is the customary window.
const HEADER_WINDOW = 1024;

/** What intake and the deck reader both take for a PDF: `%PDF-` within the first KB. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const last = Math.min(bytes.length, HEADER_WINDOW) - PDF_HEADER.length;
  for (let at = 0; at <= last; at++) {
    if (PDF_HEADER.every((byte, offset) => bytes[at + offset] === byte)) return true;
  }
  return false;
}
