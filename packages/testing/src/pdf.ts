import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

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

function shiftedCMap(shift: number): string {
  const lines = [];
  for (let code = 32; code < 127; code++) {
    const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
    lines.push(`<${hex(code)}> <00${hex(code - shift)}>`);
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

  const pageIds = pages.map((page) => {
    const images: string[] = [];
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
        return `BT ${colour} rg /F1 ${item.size ?? 24} Tf ${spacing}${item.x} ${item.y} Td ${pdfString(item.text)} Tj ET`;
      })
      .join('\n');
    const contentId = add(streamObject('', content));
    const xobjects = images.length > 0 ? ` /XObject << ${images.join(' ')} >>` : '';
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width ?? 720} ${page.height ?? 405}] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${fontId} 0 R >>${xobjects} >> >>`,
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
