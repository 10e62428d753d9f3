import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A tiny PDF writer for tests: pages of Helvetica text, filled rectangles and RGB images, optionally
 * password-protected or with a shifted ToUnicode map (a text layer that reads as cipher, like the Airbnb deck).
 */

export type Rgb = [number, number, number];

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
  /** Demand a user password nobody knows. */
  encrypted?: boolean;
  /** Map every character code to the one `shift` places below it in the text layer, as broken fonts do. */
  shiftedToUnicode?: number;
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
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

export function buildTestPdf(pages: TestPdfPage[], options: TestPdfOptions = {}): Uint8Array {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer): number => {
    objects.push(body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream'),
    ]);

  const catalogId = add('');
  const pagesId = add('');
  const toUnicode =
    options.shiftedToUnicode === undefined
      ? ''
      : ` /ToUnicode ${add(stream('', Buffer.from(shiftedCMap(options.shiftedToUnicode), 'latin1')))} 0 R`;
  const fontId = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding${toUnicode} >>`,
  );

  const pageIds = pages.map((page) => {
    const width = page.width ?? 720;
    const height = page.height ?? 405;
    const images: string[] = [];
    const content = page.items
      .map((item) => {
        if (item.kind === 'rect') {
          return `${item.colour.join(' ')} rg ${item.x} ${item.y} ${item.width} ${item.height} re f`;
        }
        if (item.kind === 'image') {
          const imageId = add(
            stream(
              `/Type /XObject /Subtype /Image /Width ${item.pixelsWide} /Height ${item.pixelsHigh} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
              deflateSync(item.rgb),
            ),
          );
          images.push(`/Im${imageId} ${imageId} 0 R`);
          return `q ${item.width} 0 0 ${item.height} ${item.x} ${item.y} cm /Im${imageId} Do Q`;
        }
        const colour = (item.colour ?? [0, 0, 0]).join(' ');
        const spacing = item.charSpacing ? `${item.charSpacing} Tc ` : '';
        return `BT ${colour} rg /F1 ${item.size ?? 24} Tf ${spacing}${item.x} ${item.y} Td (${escapeText(item.text)}) Tj ET`;
      })
      .join('\n');
    const contentId = add(stream('', Buffer.from(content, 'latin1')));
    const xobjects = images.length > 0 ? ` /XObject << ${images.join(' ')} >>` : '';
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${fontId} 0 R >>${xobjects} >> >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`;
  // Standard security handler, revision 2: pdfjs tries the empty user password, which these random
  // hashes cannot match, and asks for a password.
  const encryptId = options.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /P -44 /O ${hex(randomBytes(32))} /U ${hex(randomBytes(32))} >>`)
    : undefined;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    offset += chunk.length;
    chunks.push(chunk);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
  ].join('\n');
  const encrypt = encryptId
    ? ` /Encrypt ${encryptId} 0 R /ID [${hex(randomBytes(16))} ${hex(randomBytes(16))}]`
    : '';
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R${encrypt} >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(`${xref}\n${trailer}`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
