/** Rasterises a laid-out page for the image-only decks, so OCR is the only way to read them. */
import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PAGE, type PageOps, type Rgb } from './layout';

/** Twice the page size in points: enough resolution for OCR, as a scanned or exported deck would have. */
const SCALE = 2;
const FAMILY = 'EvalSetSans';
/** JPEG, as exported decks often are; pdf-lib embeds it without decoding (PNG embedding is ~40x slower). */
const JPEG_QUALITY = 90;
/** Liberation Sans has Helvetica's metrics, so text fits the layout made with the PDF's font widths. */
const FONT_FILES = [
  [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
] as const;

let registered = false;
function registerFont(): void {
  if (registered) return;
  const files = FONT_FILES.find((pair) => pair.every((file) => existsSync(file)));
  if (!files)
    throw new Error(
      `No font for image-only decks: install fonts-liberation (looked for ${FONT_FILES.flat().join(', ')})`,
    );
  for (const file of files) GlobalFonts.registerFromPath(file, FAMILY);
  registered = true;
}

const css = (c: Rgb) => `rgb(${c.r}, ${c.g}, ${c.b})`;

export async function renderPageJpeg(ops: PageOps): Promise<Uint8Array> {
  registerFont();
  const canvas = createCanvas(PAGE.width * SCALE, PAGE.height * SCALE);
  const ctx = canvas.getContext('2d');
  ctx.scale(SCALE, SCALE);
  for (const op of ops) {
    ctx.fillStyle = css(op.color);
    if (op.type === 'rect') ctx.fillRect(op.x, op.y, op.width, op.height);
    else {
      ctx.font = `${op.bold ? 'bold ' : ''}${op.size}px ${FAMILY}`;
      ctx.fillText(op.text, op.x, op.y);
    }
  }
  return new Uint8Array(await canvas.encode('jpeg', JPEG_QUALITY));
}
