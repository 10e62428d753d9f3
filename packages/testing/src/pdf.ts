import { randomBytes } from 'node:crypto';
import { deflateRawSync, deflateSync, constants as zlibConstants } from 'node:zlib';

/**
 * The tests' one PDF writer. `writePdf` writes objects as given (so hostile files can lie), with a
 * cross-reference section that is correct, missing, or an xref stream that can point into object
 * streams (PDF 1.5), which is how real decks hide their page tree from a byte scan. On it, `buildTestPdf`
 * writes decks of Helvetica text, filled rectangles and RGB images, optionally password-protected or with
 * a shifted ToUnicode map (a text layer that reads as cipher, like the Airbnb deck), and `textPdf` a deck
 * of plain lines.
 */

/** An object's body, between `n 0 obj` and `endobj`. */
export type PdfBody = string | Buffer;

export interface PdfLayout {
  /** Object n at index n; index 0 and gaps are left out. */
  objects: Array<PdfBody | undefined>;
  /** The trailer dictionary's entries, e.g. `/Root 1 0 R`; /Size is added. */
  trailer: string;
  header?: string;
  /** `table` (default), `none` (readers must rebuild it) or `stream` (an xref stream, required for `compressed`). */
  xref?: 'table' | 'none' | 'stream';
  /** Objects stored inside one compressed object stream instead of at top level (needs `xref: 'stream'`). */
  compressed?: Array<{ number: number; body: string }>;
  /** Written in the comment line after the header, to make otherwise equal files distinct. */
  salt?: string;
  /** Bytes before the header and after the end marker. */
  prefix?: Buffer;
  suffix?: Buffer;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** `<< dict /Length n >> stream … endstream`, optionally Flate-compressed. */
export function streamObject(
  dict: string,
  data: Buffer | string,
  options: { deflate?: boolean } = {},
): Buffer {
  const raw = typeof data === 'string' ? latin1(data) : data;
  const body = options.deflate ? deflateSync(raw) : raw;
  const filter = options.deflate ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    latin1(`<< ${dict}${filter} /Length ${body.length} >>\nstream\n`),
    body,
    latin1('\nendstream'),
  ]);
}

function objectStream(objects: Array<{ number: number; body: string }>): Buffer {
  let offsets = '';
  let bodies = '';
  for (const object of objects) {
    offsets += `${object.number} ${bodies.length} `;
    bodies += `${object.body}\n`;
  }
  return streamObject(`/Type /ObjStm /N ${objects.length} /First ${offsets.length}`, offsets + bodies, {
    deflate: true,
  });
}

export function writePdf(layout: PdfLayout): Buffer {
  const chunks: Buffer[] = [];
  let length = 0;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  if (layout.prefix) push(layout.prefix);
  const start = length;
  push(latin1(`${layout.header ?? '%PDF-1.7'}\n%\xe2\xe3\xcf\xd3 ${layout.salt ?? ''}\n`));

  const objects = [...layout.objects];
  const compressed = layout.compressed ?? [];
  const objectStreamNumber =
    compressed.length > 0 ? Math.max(objects.length, ...compressed.map((o) => o.number + 1)) : 0;
  if (compressed.length > 0) objects[objectStreamNumber] = objectStream(compressed);

  const offsets = new Map<number, number>();
  objects.forEach((body, number) => {
    if (body === undefined || number === 0) return;
    offsets.set(number, length - start);
    push(
      Buffer.concat([
        latin1(`${number} 0 obj\n`),
        typeof body === 'string' ? latin1(body) : body,
        latin1('\nendobj\n'),
      ]),
    );
  });

  const xrefOffset = length - start;
  const size = Math.max(objects.length, objectStreamNumber + 1, ...compressed.map((o) => o.number + 1)) + 1;
  const xref = layout.xref ?? 'table';
  if (xref === 'table') {
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let number = 1; number < size; number++) {
      const offset = offsets.get(number);
      table +=
        offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
    }
    push(latin1(`${table}trailer\n<< /Size ${size} ${layout.trailer} >>\nstartxref\n${xrefOffset}\n%%EOF\n`));
  } else if (xref === 'stream') {
    // Entries of 1 + 4 + 2 bytes: type, offset (or object stream number), generation (or index).
    const xrefNumber = size;
    const entries = Buffer.alloc((size + 1) * 7);
    const inStream = new Map(compressed.map((object, index) => [object.number, index]));
    for (let number = 0; number <= size; number++) {
      const at = number * 7;
      const offset = number === xrefNumber ? xrefOffset : offsets.get(number);
      const index = inStream.get(number);
      if (offset !== undefined) {
        entries.writeUInt8(1, at);
        entries.writeUInt32BE(offset, at + 1);
      } else if (index !== undefined) {
        entries.writeUInt8(2, at);
        entries.writeUInt32BE(objectStreamNumber, at + 1);
        entries.writeUInt16BE(index, at + 5);
      } else {
        entries.writeUInt16BE(0xffff, at + 5);
      }
    }
    const dict = `/Type /XRef /Size ${size + 1} /W [1 4 2] ${layout.trailer}`;
    push(Buffer.concat([latin1(`${xrefNumber} 0 obj\n`), streamObject(dict, entries), latin1('\nendobj\n')]));
    push(latin1(`startxref\n${xrefOffset}\n%%EOF\n`));
  } else {
    push(latin1(`trailer\n<< /Size ${size} ${layout.trailer} >>\n%%EOF\n`));
  }
  if (layout.suffix) push(layout.suffix);
  return Buffer.concat(chunks, length);
}

/** A PDF literal string: `(` … `)` with the characters that need it escaped. */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A content stream that shows each line in the font /F1. */
export function textContent(lines: string[], size = 18): string {
  return lines
    .map((line, n) => `BT /F1 ${size} Tf 50 ${740 - n * (size + 8)} Td ${pdfString(line)} Tj ET`)
    .join('\n');
}

type Rgb = [number, number, number];

export type TestPdfItem =
  | {
      kind: 'text';
      text: string;
      x: number;
      y: number;
      size?: number;
      /** 0..1 per channel. */
      colour?: Rgb;
      /** Extra space after every glyph, in points (the `Tc` operator): letter-spaced titles. */
      charSpacing?: number;
      /** Fill and stroke opacity, 0..1, through an ExtGState (`ca`, `CA`). */
      opacity?: number;
      /** Drawn inside this clipping rectangle (`re W n`). */
      clip?: { x: number; y: number; width: number; height: number };
      /**
       * In a font whose ToUnicode map lies: the glyphs drawn are `text`, the text layer reads its ROT13
       * (the letters 13 places on), as a map written to say what the page does not show.
       */
      rot13ToUnicode?: boolean;
    }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; colour: Rgb }
  | {
      kind: 'image';
      x: number;
      y: number;
      width: number;
      height: number;
      pixelsWide: number;
      pixelsHigh: number;
      /** Packed RGB, 3 bytes per pixel. */
      rgb: Uint8Array;
    };

export interface TestPdfPage {
  width?: number;
  height?: number;
  items: TestPdfItem[];
}

export interface TestPdfOptions {
  /** Written after the header, to make otherwise equal files distinct. */
  salt?: string;
  /** Demand a user password nobody knows. */
  encrypted?: boolean;
  /** Map every character code to the one `shift` places below it in the text layer, as broken fonts do. */
  shiftedToUnicode?: number;
}

/** A ToUnicode CMap mapping each printable code to `map(code)`. */
function toUnicodeCMap(map: (code: number) => number): string {
  const lines = [];
  for (let code = 32; code < 127; code++) {
    const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
    lines.push(`<${hex(code)}> <00${hex(map(code))}>`);
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Shifted def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${lines.length} beginbfchar`,
    ...lines,
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

function shiftedCMap(shift: number): string {
  return toUnicodeCMap((code) => code - shift);
}

function rot13(code: number): number {
  const base = code >= 0x61 && code <= 0x7a ? 0x61 : code >= 0x41 && code <= 0x5a ? 0x41 : -1;
  return base < 0 ? code : base + ((code - base + 13) % 26);
}

function deckPdf(pages: TestPdfPage[], options: TestPdfOptions): Buffer {
  // Object n at index n (writePdf skips index 0).
  const objects: PdfBody[] = [''];
  const add = (body: PdfBody): number => objects.push(body) - 1;
  const catalogId = add('');
  const pagesId = add('');
  const toUnicode =
    options.shiftedToUnicode === undefined
      ? ''
      : ` /ToUnicode ${add(streamObject('', shiftedCMap(options.shiftedToUnicode)))} 0 R`;
  const fontId = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding${toUnicode} >>`,
  );
  const lyingFontId = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode ${add(streamObject('', toUnicodeCMap(rot13)))} 0 R >>`,
  );

  const pageIds = pages.map((page) => {
    const images: string[] = [];
    const states: string[] = [];
    const content = page.items
      .map((item) => {
        if (item.kind === 'rect') {
          return `${item.colour.join(' ')} rg ${item.x} ${item.y} ${item.width} ${item.height} re f`;
        }
        if (item.kind === 'image') {
          const imageId = add(
            streamObject(
              `/Type /XObject /Subtype /Image /Width ${item.pixelsWide} /Height ${item.pixelsHigh} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
              Buffer.from(item.rgb),
              { deflate: true },
            ),
          );
          images.push(`/Im${imageId} ${imageId} 0 R`);
          return `q ${item.width} 0 0 ${item.height} ${item.x} ${item.y} cm /Im${imageId} Do Q`;
        }
        const colour = (item.colour ?? [0, 0, 0]).join(' ');
        const spacing = item.charSpacing ? `${item.charSpacing} Tc ` : '';
        const font = item.rot13ToUnicode ? 'F2' : 'F1';
        const text = `BT ${colour} rg /${font} ${item.size ?? 24} Tf ${spacing}${item.x} ${item.y} Td ${pdfString(item.text)} Tj ET`;
        let state = '';
        if (item.opacity !== undefined) {
          states.push(`/GS${states.length} << /Type /ExtGState /ca ${item.opacity} /CA ${item.opacity} >>`);
          state = `/GS${states.length - 1} gs `;
        }
        const clip = item.clip
          ? `${item.clip.x} ${item.clip.y} ${item.clip.width} ${item.clip.height} re W n `
          : '';
        return state || clip ? `q ${state}${clip}${text} Q` : text;
      })
      .join('\n');
    const contentId = add(streamObject('', content));
    const xobjects = images.length > 0 ? ` /XObject << ${images.join(' ')} >>` : '';
    const extGStates = states.length > 0 ? ` /ExtGState << ${states.join(' ')} >>` : '';
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width ?? 720} ${page.height ?? 405}] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${fontId} 0 R /F2 ${lyingFontId} 0 R >>${xobjects}${extGStates} >> >>`,
    );
  });
  objects[catalogId] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`;
  // Standard security handler, revision 2: pdfjs tries the empty user password, which these random
  // hashes cannot match, and asks for a password.
  const encrypt = options.encrypted
    ? ` /Encrypt ${add(`<< /Filter /Standard /V 1 /R 2 /P -44 /O ${hex(randomBytes(32))} /U ${hex(randomBytes(32))} >>`)} 0 R /ID [${hex(randomBytes(16))} ${hex(randomBytes(16))}]`
    : '';
  return writePdf({
    objects,
    trailer: `/Root ${catalogId} 0 R${encrypt}`,
    header: '%PDF-1.4',
    salt: options.salt,
  });
}

/** A deck of the given pages, 720 × 405 points unless a page says otherwise. */
export function buildTestPdf(pages: TestPdfPage[], options: TestPdfOptions = {}): Uint8Array {
  // A copy with an ArrayBuffer of its own: the reader may transfer it to its parser thread.
  return new Uint8Array(deckPdf(pages, options));
}

/** A letter-size deck with one page per entry of `pages`, each showing its lines; `salt` changes the bytes only. */
export function textPdf(pages: string[][], salt = ''): Buffer {
  const lines = (texts: string[]): TestPdfItem[] =>
    texts.map((text, n) => ({ kind: 'text', text, x: 50, y: 740 - n * 26, size: 18 }));
  return deckPdf(
    pages.map((texts) => ({ width: 612, height: 792, items: lines(texts) })),
    { salt },
  );
}

/**
 * A made-up founder's deck (Ledgerly by default: bookkeeping for small businesses) whose ask and
 * traction differ between versions, with a contact slide when `contact` is given (an address that
 * links a deck sent through the pitch page to the founder's earlier one).
 */
export function founderDeckPdf(deck: {
  ask: string;
  salt: string;
  traction?: string;
  company?: string;
  contact?: string;
}): Buffer {
  const { ask, salt, traction = '1,200 paying customers, $40k MRR', company = 'Ledgerly', contact } = deck;
  return textPdf(
    [
      [company, 'Automated bookkeeping for small businesses'],
      ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
      ['Traction', traction],
      ['The ask', ask],
      ...(contact ? [['Get in touch', 'Jane Doe, CEO', `Contact: ${contact}`]] : []),
    ],
    salt,
  );
}

// --- Bombs: streams that decode to far more than they weigh, built in milliseconds ------------------

const MB = 1024 * 1024;

/** Adler-32 of `length` spaces, the checksum that closes a zlib stream of them. */
function adler32OfSpaces(length: number): number {
  const modulus = 65521n;
  const n = BigInt(length);
  const a = (1n + 32n * n) % modulus;
  const b = (n + (32n * n * (n + 1n)) / 2n) % modulus;
  return Number((b << 16n) | a) >>> 0;
}

/**
 * Flate (zlib) data inflating to `megabytes` MB of spaces, about 1,000:1. One megabyte is deflated once
 * with a full flush (so it stands alone), and that segment repeated: a 1 GB bomb weighs 1 MB and takes
 * milliseconds to build instead of seconds of deflating.
 */
export function flateBomb(megabytes: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MB, 0x20), {
    level: 9,
    finishFlush: zlibConstants.Z_FULL_FLUSH,
  });
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32OfSpaces(megabytes * MB));
  // zlib header, the segments, an empty final fixed-Huffman block, the checksum.
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: megabytes }, () => segment),
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
}

/** Writes LZW codes as PDF's LZWDecode reads them: 9 to 12 bits, most significant first, early change. */
function lzwCodes(codes: Iterable<number>): Buffer {
  const out: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  // Mirrors the decoder's table: it adds an entry per code after the first since a clear.
  let next = 258;
  let afterClear = true;
  for (const code of codes) {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      out.push((bits >> (bitCount - 8)) & 255);
      bitCount -= 8;
      bits &= (1 << bitCount) - 1;
    }
    if (code === 256) {
      next = 258;
      width = 9;
      afterClear = true;
      continue;
    }
    if (!afterClear && next < 4096) next += 1;
    afterClear = false;
    if (next + 1 >= 1 << width && width < 12) width += 1;
  }
  if (bitCount > 0) out.push((bits << (8 - bitCount)) & 255);
  return Buffer.from(out);
}

/**
 * LZW data decoding to at least `megabytes` MB of spaces, about 1,300:1: each code names the string
 * one longer than the one before (the code being defined), until the table is full and cleared.
 */
export function lzwBomb(megabytes: number): Buffer {
  const codes: number[] = [];
  let decoded = 0;
  while (decoded < megabytes * MB) {
    codes.push(256, 0x20);
    decoded += 1;
    for (let code = 258, length = 2; code < 4093; code++, length++) {
      codes.push(code);
      decoded += length;
    }
  }
  codes.push(257);
  return lzwCodes(codes);
}

/** RunLength data decoding to `megabytes` MB of spaces, 128:1. */
export function runLengthBomb(megabytes: number): Buffer {
  return Buffer.concat([
    Buffer.alloc(megabytes * MB * (2 / 128), Buffer.from([129, 0x20])),
    Buffer.from([128]),
  ]);
}

/** ASCII85 as PDF's ASCII85Decode reads it, ending in `~>`. */
export function ascii85Encode(input: Buffer): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < input.length; i += 4) {
    const chunk = Buffer.alloc(4);
    input.copy(chunk, 0, i, i + 4);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    parts.push(digits.slice(0, Math.min(5, input.length - i + 1)).join(''));
  }
  return Buffer.from(`${parts.join('')}~>`, 'latin1');
}

/** A filter as a content stream's dictionary names it, and the data it decodes. */
export interface FilteredData {
  /** The filter as written: `/FlateDecode`, `[/ASCII85Decode /FlateDecode]`... */
  filter: string;
  data: Buffer;
}

/**
 * One-page decks whose content stream is a bomb behind `filter`, each written with a trick that a scan of
 * the file's bytes would misread, while pdfjs decodes the stream all the same: the filter's name with `#xx`
 * escapes, the filter by indirect reference, `/N 1` or a string saying `/Subtype /Image` in the stream's
 * dictionary, a space after `stream`, a /Length far shorter than the data. `escaped` is the filter with
 * its names escaped (`/Flate#44ecode`).
 */
export function budgetDodges({ filter, data }: FilteredData): Record<string, Buffer> {
  const escaped = filter.replace(/\/([A-Za-z0-9]+)Decode\b/g, '/$1#44ecode');
  const page = (dictionary: string, afterKeyword = '\n', extra: PdfBody[] = []) => {
    const objects: PdfBody[] = [
      '',
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 720 405] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      Buffer.concat([latin1(`<< ${dictionary} >>\nstream${afterKeyword}`), data, latin1('\nendstream')]),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...extra,
    ];
    return writePdf({ objects, trailer: '/Root 1 0 R' });
  };
  const length = `/Length ${data.length}`;
  return {
    'escaped name': page(`/Filter ${escaped} ${length}`),
    'indirect filter': page(`/Filter 6 0 R ${length}`, '\n', [filter]),
    '/N 1': page(`/N 1 /Filter ${filter} ${length}`),
    'string saying /Subtype /Image': page(`/Note (/Subtype /Image) /Filter ${filter} ${length}`),
    'space after stream': page(`/Filter ${filter} ${length}`, ' \n'),
    'short /Length': page(`/Filter ${filter} /Length 10`),
  };
}
