import { countContentOperators, type OperatorCount } from './content-operators';
import { decodeWithin, FILTER_NAMES, type FilterName } from './stream-filters';

/**
 * Budgets checked before pdfjs sees the file, for what pdfjs cannot be stopped from doing in time.
 *
 * Decoded bytes: pdfjs keeps each stream it decodes whole, in ArrayBuffers that the parser thread's
 * heap limit does not cover (measured: a 250 KB page whose content stream inflates to 256 MB took
 * the process to 1.3 GB), so one 25 MB upload of such streams could exhaust the machine. Every
 * filter the text pass decodes (Flate, LZW, ASCII85, ASCIIHex, RunLength, in any chain) is decoded
 * here by a decoder that stops at the budget; images are not counted (pdfjs does not decode them
 * for text, and caps their pixels when rendering).
 *
 * Content operators: pdfjs's text extraction is quadratic in unbalanced `q` (graphics states pushed
 * and never popped: 16,000 took it 4 s, 200,000 held a worker to the 180 s deadline), and linear but
 * unbounded in operators. The decoded content streams are tokenised and both are counted.
 *
 * The scan is linear in the file: each byte belongs to at most one stream's data, whatever the
 * file claims, and each decoder's output is capped by what is left of the budget.
 */
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/;
const FILTER = /\/Filter\s*(\[[^\]]*\]|\/\w+)/;
const NAME = /\/(\w+)/g;
// Streams that hold data rather than content operators: fonts, object and xref streams, metadata,
// attachments, ICC profiles and sampled functions. Their bytes are counted, their tokens not.
const NOT_CONTENT =
  /\/Length[123]\b|\/Type\s*\/(ObjStm|XRef|Metadata|EmbeddedFile)\b|\/Subtype\s*\/(Type1C|CIDFontType0C|OpenType|XML)\b|\/FunctionType\b|\/N\s+[134]\b/;
// A direct length (`/Length 1234`), not a reference (`/Length 12 0 R`) nor `/Length1` of a font.
const DIRECT_LENGTH = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/;
// A stream's dictionary sits just before its keyword; look this far back for it.
const DICTIONARY_WINDOW = 4096;

/** The stream's filters in order, or null when one of them is not a text-pass filter (DCT, JPX...). */
function filtersOf(dictionary: string): FilterName[] | null {
  const declared = dictionary.match(FILTER)?.[1];
  if (!declared) return [];
  const filters: FilterName[] = [];
  for (const [, name] of declared.matchAll(NAME)) {
    const filter = name === undefined ? undefined : FILTER_NAMES[name];
    if (!filter) return null;
    filters.push(filter);
  }
  return filters;
}

export interface ReadBudgets {
  /** Bytes all filtered streams may decode to, in total. */
  decodedBytes: number;
  /** Operators in all content streams, in total. */
  operators: number;
  /** How deep unbalanced `q` may push graphics states, counted across the whole file. */
  graphicsStateDepth: number;
}

export type BudgetExceeded = 'decoded-bytes' | 'operators' | 'graphics-state-depth';

const STREAM = Buffer.from('stream', 'latin1');
const END_STREAM = Buffer.from('endstream', 'latin1');
const END = Buffer.from('end', 'latin1');
const CR = 0x0d;
const LF = 0x0a;

/** Where a stream's data ends: its direct /Length when that fits in the file, else its `endstream`. */
function dataEnd(file: Buffer, dictionary: string, dataStart: number): number {
  const declared = Number(dictionary.match(DIRECT_LENGTH)?.[1] ?? Number.NaN);
  if (Number.isSafeInteger(declared) && dataStart + declared <= file.length) return dataStart + declared;
  const end = file.indexOf(END_STREAM, dataStart);
  return end < 0 ? file.length : end;
}

/**
 * The next `stream` keyword at or after `from` that ends its line (`stream` then CR LF, LF or CR), as
 * where it starts and where its data starts; null when there is none.
 */
function nextStreamKeyword(file: Buffer, from: number): { keywordAt: number; dataStart: number } | null {
  let at = file.indexOf(STREAM, from);
  while (at >= 0) {
    const after = at + STREAM.length;
    const eol = file[after];
    if (eol === LF) return { keywordAt: at, dataStart: after + 1 };
    if (eol === CR) return { keywordAt: at, dataStart: file[after + 1] === LF ? after + 2 : after + 1 };
    at = file.indexOf(STREAM, at + 1);
  }
  return null;
}

/**
 * Which budget the file exceeds, or null when it stays within all. The file is searched as bytes (native
 * `indexOf`), from the end of each stream's data: only the few kilobytes before each `stream` keyword are
 * read as text, never the whole file, and never the data of a stream (images, fonts) byte by byte.
 */
export function exceededReadBudget(bytes: Uint8Array, budgets: ReadBudgets): BudgetExceeded | null {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let remaining = budgets.decodedBytes;
  const operators: OperatorCount = { operators: 0, depth: 0, maxDepth: 0 };
  let scannedTo = 0;
  let searchFrom = 0;
  for (let found = nextStreamKeyword(file, 0); found; found = nextStreamKeyword(file, searchFrom)) {
    const { keywordAt, dataStart } = found;
    searchFrom = dataStart;
    // The end of a stream rather than its start.
    if (keywordAt >= 3 && file.compare(END, 0, 3, keywordAt - 3, keywordAt) === 0) continue;
    const dictionary = file.toString('latin1', Math.max(scannedTo, keywordAt - DICTIONARY_WINDOW), keywordAt);
    const fromObj = dictionary.lastIndexOf(' obj');
    const streamDictionary = dictionary.slice(Math.max(0, fromObj));
    scannedTo = dataEnd(file, streamDictionary, dataStart);
    // Keywords inside data already scanned are not streams.
    searchFrom = Math.max(searchFrom, scannedTo);

    const filters = filtersOf(streamDictionary);
    if (filters === null || IMAGE_SUBTYPE.test(streamDictionary)) continue;
    let data: Uint8Array = bytes.subarray(dataStart, scannedTo);
    let readable = true;
    for (const filter of filters) {
      const decoded = decodeWithin(filter, data, remaining + 1);
      if (decoded === 'over-budget') return 'decoded-bytes';
      if (decoded === 'unreadable' || decoded === 'unsupported') {
        readable = false;
        break;
      }
      data = decoded;
    }
    if (!readable) continue;
    if (filters.length > 0) {
      if (data.byteLength > remaining) return 'decoded-bytes';
      remaining -= data.byteLength;
    }
    if (NOT_CONTENT.test(streamDictionary)) continue;
    countContentOperators(data, operators);
    if (operators.operators > budgets.operators) return 'operators';
    if (operators.maxDepth > budgets.graphicsStateDepth) return 'graphics-state-depth';
  }
  return null;
}

/** Whether the streams the text pass would decode decode to more than `budgetBytes` in total. */
export function exceedsInflateBudget(bytes: Uint8Array, budgetBytes: number): boolean {
  const unbounded = Number.MAX_SAFE_INTEGER;
  return (
    exceededReadBudget(bytes, {
      decodedBytes: budgetBytes,
      operators: unbounded,
      graphicsStateDepth: unbounded,
    }) === 'decoded-bytes'
  );
}
