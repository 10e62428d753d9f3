import type { OPS as PdfjsOps } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One showText operation as drawn: its text, where it sits in page space, and how it is painted. */
export interface TextRun {
  text: string;
  /** Bounding box in PDF user space: [x0, y0, x1, y1]. */
  box: [number, number, number, number];
  /** Rendered glyph height in points. */
  fontSize: number;
  /** Fill colour as 0..255 RGB, or null when painted with a pattern or shading. */
  fill: Rgb | null;
  /** What was painted under the text before it, or null when that cannot be told from vector paint alone. */
  background: Rgb | null;
  /** Text rendering modes 3 and 7 paint nothing. */
  invisible: boolean;
}

export type Rgb = [number, number, number];
type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const WHITE: Rgb = [255, 255, 255];
// Path fills below this many square points (icons, bullets, underlines) cannot sit under a text line.
const MIN_BACKGROUND_AREA = 100;
// Maps and charts paint thousands of shapes; the latest ones are what text sits on.
const MAX_BACKGROUNDS = 2000;
// TJ adjustments (thousandths of an em) at least this far apart read as a word break.
const WORD_BREAK_ADJUSTMENT = 200;

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** The page box of a rectangle under `m`: its four corners transformed, then their extremes. */
function boxOf(m: Matrix, x0: number, y0: number, x1: number, y1: number): [number, number, number, number] {
  const ax = m[0] * x0 + m[2] * y0 + m[4];
  const ay = m[1] * x0 + m[3] * y0 + m[5];
  const bx = m[0] * x1 + m[2] * y0 + m[4];
  const by = m[1] * x1 + m[3] * y0 + m[5];
  const cx = m[0] * x0 + m[2] * y1 + m[4];
  const cy = m[1] * x0 + m[3] * y1 + m[5];
  const dx = m[0] * x1 + m[2] * y1 + m[4];
  const dy = m[1] * x1 + m[3] * y1 + m[5];
  return [
    Math.min(ax, bx, cx, dx),
    Math.min(ay, by, cy, dy),
    Math.max(ax, bx, cx, dx),
    Math.max(ay, by, cy, dy),
  ];
}

function asMatrix(value: unknown): Matrix | null {
  if (value === null || typeof value !== 'object') return null;
  const list = value as ArrayLike<unknown>;
  if (list.length !== 6) return null;
  const a = list[0];
  const b = list[1];
  const c = list[2];
  const d = list[3];
  const e = list[4];
  const f = list[5];
  if (!isFiniteNumber(a) || !isFiniteNumber(b) || !isFiniteNumber(c)) return null;
  if (!isFiniteNumber(d) || !isFiniteNumber(e) || !isFiniteNumber(f)) return null;
  return [a, b, c, d, e, f];
}

function parseHex(value: unknown): Rgb | null {
  if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)) return null;
  return [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

interface Glyph {
  unicode: string;
  width: number;
  isSpace: boolean;
}

function isGlyph(value: unknown): value is Glyph {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Glyph).unicode === 'string' &&
    typeof (value as Glyph).width === 'number'
  );
}

interface GraphicsState {
  ctm: Matrix;
  fill: Rgb | null;
  fillAlpha: number;
  fontSize: number;
  fontScale: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
}

interface Background {
  box: [number, number, number, number];
  colour: Rgb | null;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The operators of a page, in drawing order, as pdfjs's operator list would hold them. */
export interface TextRunWalk {
  /** Walks the next operator. */
  op(fn: number, args: unknown): void;
  /** The runs found so far, in drawing order. */
  runs(): TextRun[];
}

/**
 * Walks a page's operator list the way pdfjs's canvas renderer would, but records text runs instead of
 * drawing. The parser was opened without image decoding, so images are absent: their area reads as unknown.
 * Annotations are left out: they paint after (over) the page's content, so nothing of theirs lies under a
 * run of it, and their own text is not in the text layer these runs are checked for.
 * `fontMatrixOf` gives the matrix of a font by the name the operator list loads it under.
 */
export function createTextRunWalk(
  ops: typeof PdfjsOps,
  fontMatrixOf: (name: string) => unknown,
): TextRunWalk {
  const runs: TextRun[] = [];
  const backgrounds: Background[] = [];
  const stack: GraphicsState[] = [];
  let state: GraphicsState = {
    ctm: IDENTITY,
    fill: [0, 0, 0],
    fillAlpha: 1,
    fontSize: 0,
    fontScale: 0.001,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    renderMode: 0,
  };
  let textMatrix: Matrix = IDENTITY;
  let lineX = 0;
  let lineY = 0;
  let x = 0;
  let y = 0;
  // The operator before the current one, across chunks.
  let previous = -1;
  // Most operators of a page (paths' parts, clips, marked content, strokes) change nothing the walk keeps.
  const walked = new Set<number>([
    ops.save,
    ops.restore,
    ops.transform,
    ops.paintFormXObjectBegin,
    ops.paintFormXObjectEnd,
    ops.setFillRGBColor,
    ops.setFillColorN,
    ops.setFillTransparent,
    ops.setGState,
    ops.constructPath,
    ops.shadingFill,
    ops.beginText,
    ops.setTextMatrix,
    ops.moveText,
    ops.setLeadingMoveText,
    ops.setLeading,
    ops.nextLine,
    ops.setFont,
    ops.setCharSpacing,
    ops.setWordSpacing,
    ops.setHScale,
    ops.setTextRise,
    ops.setTextRenderingMode,
    ops.showText,
  ]);

  const moveText = (dx: number, dy: number) => {
    lineX += dx;
    lineY += dy;
    x = lineX;
    y = lineY;
  };

  const backgroundAt = (px: number, py: number): Rgb | null => {
    for (let i = backgrounds.length - 1; i >= 0; i--) {
      const candidate = backgrounds[i];
      if (!candidate) continue;
      const [x0, y0, x1, y1] = candidate.box;
      if (px >= x0 && px <= x1 && py >= y0 && py <= y1) return candidate.colour;
    }
    return WHITE;
  };

  const showText = (glyphs: unknown[]) => {
    let text = '';
    let advance = 0;
    let pendingAdjustment = 0;
    for (const glyph of glyphs) {
      if (typeof glyph === 'number') {
        advance -= (glyph * state.fontSize) / 1000;
        pendingAdjustment -= glyph;
        continue;
      }
      if (!isGlyph(glyph)) continue;
      if (pendingAdjustment >= WORD_BREAK_ADJUSTMENT && !text.endsWith(' ')) text += ' ';
      pendingAdjustment = 0;
      text += glyph.isSpace ? ' ' : glyph.unicode;
      advance +=
        glyph.width * state.fontScale * state.fontSize +
        state.charSpacing +
        (glyph.isSpace ? state.wordSpacing : 0);
    }
    const width = advance * state.hScale;
    const toPage = multiply(state.ctm, textMatrix);
    const size = state.fontSize * Math.hypot(toPage[2], toPage[3]);
    const box = boxOf(toPage, x, y + state.rise, x + width, y + state.rise + state.fontSize);
    x += width;
    if (text.trim() === '') return;
    const middleX = (box[0] + box[2]) / 2;
    const middleY = (box[1] + box[3]) / 2;
    runs.push({
      text,
      box,
      fontSize: size,
      fill: state.fill,
      background: backgroundAt(middleX, middleY),
      invisible: state.renderMode === 3 || state.renderMode === 7,
    });
  };

  const walkOne = (fn: number, rawArgs: unknown) => {
    // pdfjs gives each operator an array of arguments, or null for none.
    const args = (rawArgs ?? []) as unknown[];
    switch (fn) {
      case ops.save:
        stack.push({ ...state });
        break;
      case ops.restore:
        // `q <matrix> cm /Im Do Q` with the image dropped (the text pass decodes none) leaves a transform
        // right before the restore: the unit square under it is a picture, whose colours are unknown.
        if (previous === ops.transform && backgrounds.length < MAX_BACKGROUNDS) {
          backgrounds.push({ box: boxOf(state.ctm, 0, 0, 1, 1), colour: null });
        }
        state = stack.pop() ?? state;
        break;
      case ops.transform: {
        const m = asMatrix(args);
        if (m) state.ctm = multiply(state.ctm, m);
        break;
      }
      case ops.paintFormXObjectBegin: {
        stack.push({ ...state });
        const m = asMatrix(args[0]);
        if (m) state.ctm = multiply(state.ctm, m);
        break;
      }
      case ops.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case ops.setFillRGBColor:
        state.fill = parseHex(args[0]);
        break;
      case ops.setFillColorN:
      case ops.setFillTransparent:
        state.fill = null;
        break;
      case ops.setGState:
        for (const entry of Array.isArray(args[0]) ? args[0] : []) {
          if (Array.isArray(entry) && entry[0] === 'ca') state.fillAlpha = num(entry[1], 1);
        }
        break;
      case ops.constructPath: {
        const paint = args[0];
        const fills =
          paint === ops.fill ||
          paint === ops.eoFill ||
          paint === ops.fillStroke ||
          paint === ops.eoFillStroke;
        const minMax = args[2] as ArrayLike<number> | null | undefined;
        if (!fills || !minMax || minMax.length < 4 || state.fillAlpha < 0.95) break;
        const box = boxOf(state.ctm, num(minMax[0]), num(minMax[1]), num(minMax[2]), num(minMax[3]));
        if ((box[2] - box[0]) * (box[3] - box[1]) < MIN_BACKGROUND_AREA) break;
        if (backgrounds.length < MAX_BACKGROUNDS) backgrounds.push({ box, colour: state.fill });
        break;
      }
      case ops.shadingFill:
        if (backgrounds.length < MAX_BACKGROUNDS)
          backgrounds.push({ box: [-1e9, -1e9, 1e9, 1e9], colour: null });
        break;
      case ops.beginText:
        textMatrix = IDENTITY;
        lineX = lineY = x = y = 0;
        break;
      case ops.setTextMatrix: {
        textMatrix = asMatrix(args[0]) ?? IDENTITY;
        lineX = lineY = x = y = 0;
        break;
      }
      case ops.moveText:
        moveText(num(args[0]), num(args[1]));
        break;
      case ops.setLeadingMoveText:
        state.leading = num(args[1]);
        moveText(num(args[0]), num(args[1]));
        break;
      case ops.setLeading:
        state.leading = -num(args[0]);
        break;
      case ops.nextLine:
        moveText(0, state.leading);
        break;
      case ops.setFont: {
        state.fontSize = Math.abs(num(args[1]));
        const name = args[0];
        const matrix = typeof name === 'string' ? asMatrix(fontMatrixOf(name)) : null;
        state.fontScale = num(matrix?.[0], 0.001);
        break;
      }
      case ops.setCharSpacing:
        state.charSpacing = num(args[0]);
        break;
      case ops.setWordSpacing:
        state.wordSpacing = num(args[0]);
        break;
      case ops.setHScale:
        state.hScale = num(args[0], 100) / 100;
        break;
      case ops.setTextRise:
        state.rise = num(args[0]);
        break;
      case ops.setTextRenderingMode:
        state.renderMode = num(args[0]);
        break;
      case ops.showText:
        if (Array.isArray(args[0])) showText(args[0]);
        break;
    }
    previous = fn;
  };

  return {
    op(fn, args) {
      if (walked.has(fn)) walkOne(fn, args);
      else previous = fn;
    },
    runs: () => runs,
  };
}
