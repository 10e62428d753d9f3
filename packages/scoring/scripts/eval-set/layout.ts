/**
 * Lays a deck spec out as drawing operations on 960 x 540 pt pages. The same operations are drawn
 * as a text layer (render-pdf.ts) or rasterised into images (render-image.ts), so an image-only
 * deck shows exactly what its text twin would.
 */
import type { DeckSpec, DeckStyle, Slide } from './schema';

export const PAGE = { width: 960, height: 540 } as const;
const MARGIN = 64;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
/** y is the baseline measured from the top of the page. */
export interface TextOp {
  type: 'text';
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  color: Rgb;
}
export interface RectOp {
  type: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}
export type DrawOp = TextOp | RectOp;
export type PageOps = DrawOp[];

/** Width of `text` at `size` in the drawing font; the PDF's Helvetica metrics drive both renderers. */
export type Measure = (text: string, size: number, bold: boolean) => number;

function hex(colour: string): Rgb {
  const n = Number.parseInt(colour.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

interface Palette {
  background: Rgb;
  text: Rgb;
  muted: Rgb;
  accent: Rgb;
}

function palette(style: DeckStyle): Palette {
  const accent = hex(style.accent ?? '#2563eb');
  if (style.theme === 'dark')
    return { background: hex('#111827'), text: hex('#f9fafb'), muted: hex('#9ca3af'), accent };
  return { background: hex('#ffffff'), text: hex('#111827'), muted: hex('#6b7280'), accent };
}

function wrap(text: string, size: number, bold: boolean, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

class PageBuilder {
  readonly ops: PageOps = [];
  constructor(
    private readonly measure: Measure,
    readonly colours: Palette,
  ) {}

  rect(x: number, y: number, width: number, height: number, color: Rgb): void {
    this.ops.push({ type: 'rect', x, y, width, height, color });
  }

  /** Draws wrapped text from baseline y; returns the baseline after the last line. */
  text(
    text: string,
    y: number,
    options: { size: number; bold?: boolean; color?: Rgb; x?: number; width?: number; centre?: boolean },
  ): number {
    const bold = options.bold ?? false;
    const x = options.x ?? MARGIN;
    const width = options.width ?? PAGE.width - x - MARGIN;
    let baseline = y;
    for (const line of wrap(text, options.size, bold, width, this.measure)) {
      const lineX = options.centre ? (PAGE.width - this.measure(line, options.size, bold)) / 2 : x;
      this.ops.push({
        type: 'text',
        text: line,
        x: lineX,
        y: baseline,
        size: options.size,
        bold,
        color: options.color ?? this.colours.text,
      });
      baseline += options.size * 1.3;
    }
    return baseline;
  }

  width(text: string, size: number, bold: boolean): number {
    return this.measure(text, size, bold);
  }
}

function drawSlide(page: PageBuilder, slide: Slide, top: number): void {
  const { colours } = page;
  switch (slide.kind) {
    case 'cover': {
      let y = page.text(slide.title, 220, { size: 46, bold: true, centre: true });
      if (slide.subtitle)
        y = page.text(slide.subtitle, y + 12, { size: 24, centre: true, color: colours.muted });
      for (const line of slide.lines ?? [])
        y = page.text(line, y + 10, { size: 16, centre: true, color: colours.muted });
      return;
    }
    case 'statement': {
      let y = page.text(slide.text, 210, {
        size: 36,
        bold: true,
        centre: true,
        x: 120,
        width: PAGE.width - 240,
      });
      for (const line of slide.lines ?? [])
        y = page.text(line, y + 14, { size: 18, centre: true, color: colours.muted });
      return;
    }
    case 'bullets': {
      let y = page.text(slide.heading, top + 40, { size: 30, bold: true });
      page.rect(MARGIN, y - 18, 60, 4, colours.accent);
      y += 20;
      for (const bullet of slide.bullets) {
        page.text('•', y, { size: 20, color: colours.accent });
        y = page.text(bullet, y, { size: 20, x: MARGIN + 28 }) + 10;
      }
      return;
    }
    case 'table': {
      let y = page.text(slide.heading, top + 40, { size: 30, bold: true });
      page.rect(MARGIN, y - 18, 60, 4, colours.accent);
      y += 24;
      const columns = Math.max(...slide.rows.map((row) => row.length));
      const widths = Array.from({ length: columns }, (_, i) =>
        Math.max(...slide.rows.map((row) => page.width(row[i] ?? '', 20, i === 0))),
      );
      for (const row of slide.rows) {
        let x = MARGIN;
        row.forEach((cell, i) => {
          page.text(cell, y, { size: 20, bold: i === 0, x, width: (widths[i] ?? 0) + 4 });
          x += (widths[i] ?? 0) + 56;
        });
        page.rect(MARGIN, y + 10, PAGE.width - 2 * MARGIN, 1, colours.muted);
        y += 38;
      }
      for (const bullet of slide.bullets ?? []) y = page.text(bullet, y + 8, { size: 18 });
      return;
    }
  }
}

export function layoutDeck(spec: DeckSpec, measure: Measure): PageOps[] {
  const colours = palette(spec.style);
  return spec.slides.map((slide, index) => {
    const page = new PageBuilder(measure, colours);
    page.rect(0, 0, PAGE.width, PAGE.height, colours.background);
    if (spec.style.theme === 'accent') page.rect(0, 0, 18, PAGE.height, colours.accent);
    let top = 24;
    if (spec.style.banner) {
      page.rect(0, 0, PAGE.width, 30, colours.accent);
      page.text(spec.style.banner, 20, { size: 11, bold: true, centre: true, color: hex('#ffffff') });
      top = 44;
    }
    if (spec.style.logo) {
      page.text(spec.style.logo, top + 16, { size: 14, bold: true, color: colours.accent });
      top += 24;
    }
    drawSlide(page, slide, top);
    if (spec.style.footer) page.text(spec.style.footer, PAGE.height - 22, { size: 10, color: colours.muted });
    const number = String(index + 1);
    page.text(number, PAGE.height - 22, {
      size: 10,
      color: colours.muted,
      x: PAGE.width - MARGIN - page.width(number, 10, false),
    });
    return page.ops;
  });
}
