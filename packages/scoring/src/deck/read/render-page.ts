import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { throwIfOverBudget } from './read-budget';

type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

export interface RenderedPage {
  canvas: Canvas;
  /** Pixels per PDF point. */
  scale: number;
  /** PDF user-space point to canvas pixel. */
  toPixel(x: number, y: number): [number, number];
}

/**
 * Renders a page on a white background with its longest side at most `longSidePx` pixels, whatever page
 * size the file claims, so a hostile MediaBox cannot ask for a gigapixel canvas. Throws ReadBudgetError
 * when the document went over a read budget (pdfjs draws what it could past most errors).
 */
export async function renderPage(page: PDFPageProxy, longSidePx: number): Promise<RenderedPage> {
  const unit = page.getViewport({ scale: 1 });
  const scale = longSidePx / Math.max(unit.width, unit.height, 1);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // pdfjs types the target as a DOM canvas; in Node it drives @napi-rs/canvas through the same 2D API.
  await page
    .render({ canvas: canvas as unknown as RenderCanvas, viewport, background: '#ffffff' })
    .promise.finally(throwIfOverBudget);
  return {
    canvas,
    scale,
    toPixel: (x, y) => {
      const [px, py] = viewport.convertToViewportPoint(x, y);
      return [px ?? 0, py ?? 0];
    },
  };
}
