import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '@pitchfit/testing/corpus';

/** A real deck from the shared corpus. */
export function corpusDeck(fileName: string): Buffer {
  return readFileSync(join(corpusDir(), 'decks', fileName));
}

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A small, valid PDF (uncompressed, with a correct cross-reference table) with one page per entry
 * of `pages`, each showing its lines in Helvetica. `salt` changes the bytes without changing the text.
 */
export function textPdf(pages: string[][], salt = ''): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const pageId = 4 + i * 2;
    const contentId = pageId + 1;
    const text = lines
      .map((line, n) => `BT /F1 18 Tf 50 ${740 - n * 26} Td (${escapePdfText(line)}) Tj ET`)
      .join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    objects[contentId] = `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`;
  });

  let body = `%PDF-1.4\n%${salt}\n`;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const entries = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join('')}`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-slide deck of a made-up fintech company; `salt` makes distinct bytes (distinct decks). */
export function smallDeck(salt: string): Buffer {
  return textPdf(
    [
      ['Ledgerly', 'Automated bookkeeping for small businesses'],
      ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
      ['Traction', '1,200 paying customers, $40k MRR growing 15% month over month'],
      ['The ask', 'Raising a $1.5M seed round'],
    ],
    salt,
  );
}

/** Starts like a PDF, so intake accepts it, but nothing after the header can be parsed. */
export function brokenPdf(salt: string): Buffer {
  return Buffer.from(`%PDF-1.7\n${salt}\nthis is not a PDF body at all\n`, 'latin1');
}
