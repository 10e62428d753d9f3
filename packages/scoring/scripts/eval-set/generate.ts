/**
 * Deck spec -> PDF bytes, deterministic: same spec, same bytes (fixed metadata dates, no random
 * ids). Text decks carry a Helvetica text layer; image-only decks carry one JPEG per page and no text.
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { layoutDeck, type Measure, PAGE, type PageOps } from './layout';
import { renderPageJpeg } from './render-image';
import type { DeckSpec } from './schema';

/** Fixed, so that the bytes depend on the spec alone. */
const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));

function drawTextPage(doc: PDFDocument, ops: PageOps, regular: PDFFont, bold: PDFFont): void {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  for (const op of ops) {
    const color = rgb(op.color.r / 255, op.color.g / 255, op.color.b / 255);
    // Layout measures from the top; PDF user space starts at the bottom.
    if (op.type === 'rect')
      page.drawRectangle({
        x: op.x,
        y: PAGE.height - op.y - op.height,
        width: op.width,
        height: op.height,
        color,
      });
    else
      page.drawText(op.text, {
        x: op.x,
        y: PAGE.height - op.y,
        size: op.size,
        font: op.bold ? bold : regular,
        color,
      });
  }
}

export async function generateDeckPdf(spec: DeckSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer('Pitchfit eval-set generator');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const measure: Measure = (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size);
  const pages = layoutDeck(spec, measure);
  if (spec.truth.image_only) {
    for (const ops of pages) {
      const image = await doc.embedJpg(await renderPageJpeg(ops));
      doc
        .addPage([PAGE.width, PAGE.height])
        .drawImage(image, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
    }
  } else for (const ops of pages) drawTextPage(doc, ops, regular, bold);
  return doc.save({ useObjectStreams: false });
}
