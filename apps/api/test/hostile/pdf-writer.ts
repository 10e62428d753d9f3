import { deflateSync } from 'node:zlib';

/**
 * Just enough of a PDF writer to build hostile files on purpose: objects are written as given (so
 * they can lie), and the cross-reference section is correct, missing, or an xref stream that can
 * point into object streams (PDF 1.5), which is how real decks hide their page tree from a byte scan.
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
