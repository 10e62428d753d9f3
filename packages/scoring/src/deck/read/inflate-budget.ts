import { constants, inflateSync } from 'node:zlib';

/**
 * A decompression-bomb check that runs before pdfjs sees the file. pdfjs keeps each stream it
 * decodes whole, in ArrayBuffers that the parser thread's heap limit does not cover (measured: a
 * 250 KB page whose content stream inflates to 256 MB took the process to 1.3 GB), so one 25 MB
 * upload of such streams could exhaust the machine. zlib, unlike pdfjs, can stop at a byte budget.
 *
 * Counts what the text pass decodes: every Flate stream except images (pdfjs does not decode those
 * for text, and caps their pixels when rendering), chained Flate filters layer by layer. Streams
 * behind other filters (LZW, RunLength, or Flate after ASCII85/ASCIIHex) are not counted; the
 * reader's deadline and the parser thread's heap limit are what stop those.
 *
 * The scan is linear in the file: each byte belongs to at most one stream's data, whatever the
 * file claims, and zlib's output is capped by what is left of the budget.
 */

const STREAM_KEYWORD = /stream(?:\r\n|\n|\r)/g;
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/;
const FLATE = /\/FlateDecode\b|\/Fl\b/g;
// A direct length (`/Length 1234`), not a reference (`/Length 12 0 R`) nor `/Length1` of a font.
const DIRECT_LENGTH = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/;
// A stream's dictionary sits just before its keyword; look this far back for it.
const DICTIONARY_WINDOW = 4096;

function inflateWithin(data: Uint8Array, budget: number): Buffer | 'over-budget' | 'unreadable' {
  try {
    // Sync flush: a stream cut short still yields what it holds, as pdfjs would read it.
    return inflateSync(data, { maxOutputLength: Math.max(budget, 1), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if (error instanceof RangeError) return 'over-budget';
    // Not zlib data: pdfjs cannot inflate it either and will judge the file itself.
    return 'unreadable';
  }
}

/** Where a stream's data ends: its direct /Length when that fits in the file, else its `endstream`. */
function dataEnd(text: string, dictionary: string, dataStart: number): number {
  const declared = Number(dictionary.match(DIRECT_LENGTH)?.[1] ?? Number.NaN);
  if (Number.isSafeInteger(declared) && dataStart + declared <= text.length) return dataStart + declared;
  const end = text.indexOf('endstream', dataStart);
  return end < 0 ? text.length : end;
}

/** Whether the Flate streams the text pass would decode inflate to more than `budgetBytes` in total. */
export function exceedsInflateBudget(bytes: Uint8Array, budgetBytes: number): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let remaining = budgetBytes;
  let scannedTo = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keywordAt = match.index ?? 0;
    // Inside data already scanned, or the end of a stream rather than its start.
    if (keywordAt < scannedTo || text.startsWith('end', keywordAt - 3)) continue;
    const before = text.slice(Math.max(scannedTo, keywordAt - DICTIONARY_WINDOW), keywordAt);
    const dictionary = before.slice(Math.max(0, before.lastIndexOf(' obj')));
    const dataStart = keywordAt + match[0].length;
    scannedTo = dataEnd(text, dictionary, dataStart);

    const layers = dictionary.match(FLATE)?.length ?? 0;
    if (layers === 0 || IMAGE_SUBTYPE.test(dictionary)) continue;
    let data: Uint8Array = bytes.subarray(dataStart, scannedTo);
    let decoded: Uint8Array | null = null;
    for (let layer = 0; layer < layers; layer++) {
      const inflated = inflateWithin(data, remaining + 1);
      if (inflated === 'over-budget') return true;
      if (inflated === 'unreadable') break;
      decoded = inflated;
      data = inflated;
    }
    if (decoded === null) continue;
    if (decoded.byteLength > remaining) return true;
    remaining -= decoded.byteLength;
  }
  return false;
}
