/**
 * Cheap looks at untrusted PDF bytes for intake, so a wrong file is refused before anything is
 * stored. They never parse the document; the worker's reader enforces the same limits exactly.
 */

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const TYPE = ascii('Type');
const PAGES = ascii('/Pages');
const COUNT = ascii('Count');

/** PDF whitespace (ISO 32000 7.2.2): NUL, tab, line feed, form feed, carriage return, space. */
function isWhitespace(byte: number | undefined): boolean {
  return byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;
}
function isDigit(byte: number | undefined): byte is number {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}
function isWordByte(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return isDigit(byte) || byte === 0x5f || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a);
}
function startsWith(bytes: Uint8Array, at: number, word: readonly number[]): boolean {
  if (at + word.length > bytes.length) return false;
  return word.every((byte, offset) => bytes[at + offset] === byte);
}

/**
 * The page count a PDF declares in its page tree, when that tree is stored uncompressed: the root
 * node's `/Count` is the largest. A page-tree node is a run of bytes holding `/Type /Pages` and
 * `/Count n` with no `<` or `>` between them (page-tree nodes hold only arrays and numbers there).
 * Null when the tree sits in a compressed object stream (PDF 1.5+), in which case intake lets the
 * file through and the worker counts exactly.
 *
 * One forward pass that never steps back, so its work is linear in the input: it runs on the API's
 * event loop for every anonymous upload. (It was a regular expression, `/Type /Pages [^<>]*?
 * /Count n` in either order, whose lazy middle was retried from every `/Type /Pages`: 1 MB of
 * repeated tokens held the event loop 30 s.)
 */
export function declaredPageCount(bytes: Uint8Array): number | null {
  let largest: number | null = null;
  // The run since the last angle bracket: whether it names a page-tree node, and its largest count.
  let runIsPageTree = false;
  let runCount: number | null = null;
  const closeRun = () => {
    if (runIsPageTree && runCount !== null && (largest === null || runCount > largest)) largest = runCount;
    runIsPageTree = false;
    runCount = null;
  };
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at];
    if (byte === LT || byte === GT) {
      closeRun();
      at += 1;
    } else if (byte === SLASH && startsWith(bytes, at + 1, TYPE)) {
      at += 1 + TYPE.length;
      while (isWhitespace(bytes[at])) at += 1;
      if (startsWith(bytes, at, PAGES) && !isWordByte(bytes[at + PAGES.length])) {
        runIsPageTree = true;
        at += PAGES.length;
      }
    } else if (byte === SLASH && startsWith(bytes, at + 1, COUNT)) {
      at += 1 + COUNT.length;
      const spaceStart = at;
      while (isWhitespace(bytes[at])) at += 1;
      const digitsStart = at;
      let count = 0;
      for (; isDigit(bytes[at]); at += 1) count = count * 10 + (bytes[at] ?? 0x30) - 0x30;
      const isCount = digitsStart > spaceStart && at > digitsStart && Number.isSafeInteger(count);
      if (isCount && (runCount === null || count > runCount)) runCount = count;
    } else {
      at += 1;
    }
  }
  closeRun();
  return largest;
}
