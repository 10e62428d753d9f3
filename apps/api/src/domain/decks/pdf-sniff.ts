/**
 * Cheap looks at untrusted PDF bytes for intake, so a wrong file is refused before anything is
 * stored. They never parse the document; the worker's reader enforces the same limits exactly.
 */

const PDF_HEADER = '%PDF-';
// Readers accept junk before the header (some mailers prepend it); 1 KB is the customary window.
const HEADER_WINDOW = 1024;

export function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WINDOW))
    .toString('latin1')
    .includes(PDF_HEADER);
}

// A page-tree node's dictionary: `/Type /Pages` and `/Count n` in either order, with no nested
// dictionary between them (page-tree nodes hold only arrays and numbers there).
const PAGE_TREE_NODE = /\/Type\s*\/Pages\b[^<>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^<>]*?\/Type\s*\/Pages\b/g;

/**
 * The page count a PDF declares in its page tree, when that tree is stored uncompressed: the root
 * node's `/Count` is the largest. Null when the tree sits in a compressed object stream (PDF 1.5+),
 * in which case intake lets the file through and the worker counts exactly.
 */
export function declaredPageCount(bytes: Uint8Array): number | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let largest: number | null = null;
  for (const match of text.matchAll(PAGE_TREE_NODE)) {
    const count = Number(match[1] ?? match[2]);
    if (Number.isSafeInteger(count) && (largest === null || count > largest)) largest = count;
  }
  return largest;
}
