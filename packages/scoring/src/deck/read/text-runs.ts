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
  /** Painted at (near) zero opacity: the ExtGState's `ca` for filled glyphs, `CA` for stroked ones. */
  transparent: boolean;
  /** Wholly outside the clipping area in force (clip paths, the bounding box of the form drawing it). */
  clipped: boolean;
  /** Painted over, wholly, by what was drawn after it: an opaque image, or an opaque fill (pixels confirm). */
  coveredBy: 'image' | 'fill' | null;
  /** The colour of the fill painted over it, or null (a pattern, or not covered by a fill). */
  coverColour: Rgb | null;
  /**
   * Its font's ToUnicode map (the text layer) names other letters than its glyphs' names (the font's
   * Encoding) for most of its letters: the text read is not the text drawn.
   */
  mislabelled: boolean;
}

export type Rgb = [number, number, number];
type Matrix = [number, number, number, number, number, number];
type Box = [number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const WHITE: Rgb = [255, 255, 255];
// Path fills below this many square points (icons, bullets, underlines) cannot sit under a text line.
const MIN_BACKGROUND_AREA = 100;
// Maps and charts paint thousands of shapes; the latest ones are what text sits on.
const MAX_BACKGROUNDS = 2000;
// TJ adjustments (thousandths of an em) at least this far apart read as a word break.
const WORD_BREAK_ADJUSTMENT = 200;
// Paint this close to fully transparent shows nothing; and from this opacity on it hides what is under it.
const MIN_VISIBLE_ALPHA = 0.05;
const OPAQUE_ALPHA = 0.95;
// A run is covered when the paint's box holds its own, give or take this (points): glyph boxes are estimates.
const COVER_TOLERANCE = 1;
// Checking each opaque paint against each earlier run is quadratic; a page past this many checks (a map
// of thousands of shapes over thousands of runs) leaves the rest unchecked.
const MAX_COVER_CHECKS = 2_000_000;
// Images past this many pixels are not drawn by the reader (read-deck.ts renders pages with this cap), so
// what they would hide cannot be checked: they are not taken to hide anything.
export const MAX_DRAWN_IMAGE_PIXELS = 50_000_000;
// A run is mislabelled when at least this many of its letters can be compared, and half of them differ.
const MIN_COMPARED_LETTERS = 4;
const MISLABELLED_SHARE = 0.5;
const LETTER = /^\p{L}$/u;
// Text rendering modes that fill glyphs, and that stroke them.
const FILLING_MODES = new Set([0, 2, 4, 6]);
const STROKING_MODES = new Set([1, 2, 5, 6]);

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

function intersect(a: Box | null, b: Box): Box {
  if (!a) return b;
  return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
}

function overlapsBox(a: Box, b: Box): boolean {
  return a[2] > b[0] && a[0] < b[2] && a[3] > b[1] && a[1] < b[3];
}

function holds(outer: Box, inner: Box): boolean {
  return (
    inner[0] >= outer[0] - COVER_TOLERANCE &&
    inner[1] >= outer[1] - COVER_TOLERANCE &&
    inner[2] <= outer[2] + COVER_TOLERANCE &&
    inner[3] <= outer[3] + COVER_TOLERANCE
  );
}

/** The page box of a rectangle under `m`: its four corners transformed, then their extremes. */
function boxOf(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
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
  strokeAlpha: number;
  /** A soft mask is in force: what is painted may show partly, or not at all. */
  softMask: boolean;
  /** The clipping area as a page box, or null for none. */
  clip: Box | null;
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
 * drawing, with what makes each one invisible: a transparent paint, a clip that leaves it out, an opaque
 * image or fill painted over it later. The parser was opened without image decoding: images come as
 * `paintImageXObject` with two arguments, whether they are opaque and their pixel count, and their area
 * reads as unknown colour.
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
    strokeAlpha: 1,
    softMask: false,
    clip: null,
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
  // A clip operator (W, W*) applies to the path being built, once it is painted or ended.
  let pendingClip = false;
  let coverChecks = 0;
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
    ops.clip,
    ops.eoClip,
    ops.paintImageXObject,
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

  /** Marks the runs drawn before an opaque paint over `box` that it wholly covers. */
  const cover = (box: Box, by: 'image' | 'fill', colour: Rgb | null) => {
    if (state.fillAlpha < OPAQUE_ALPHA || state.softMask) return;
    const painted = state.clip ? intersect(state.clip, box) : box;
    for (const run of runs) {
      if (coverChecks >= MAX_COVER_CHECKS) return;
      coverChecks += 1;
      if (run.coveredBy === null && holds(painted, run.box)) {
        run.coveredBy = by;
        run.coverColour = colour;
      }
    }
  };

  /** `named`: per glyph, what its name in the font's Encoding spells, when the font names its glyphs. */
  const showText = (glyphs: unknown[], named: unknown) => {
    let text = '';
    let advance = 0;
    let pendingAdjustment = 0;
    let compared = 0;
    let differing = 0;
    for (const [index, glyph] of glyphs.entries()) {
      if (typeof glyph === 'number') {
        advance -= (glyph * state.fontSize) / 1000;
        pendingAdjustment -= glyph;
        continue;
      }
      if (!isGlyph(glyph)) continue;
      const drawn: unknown = Array.isArray(named) ? named[index] : null;
      if (typeof drawn === 'string' && LETTER.test(drawn) && LETTER.test(glyph.unicode)) {
        compared += 1;
        if (drawn.toLowerCase() !== glyph.unicode.toLowerCase()) differing += 1;
      }
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
    const alpha = Math.max(
      FILLING_MODES.has(state.renderMode) ? state.fillAlpha : 0,
      STROKING_MODES.has(state.renderMode) ? state.strokeAlpha : 0,
    );
    const invisible = state.renderMode === 3 || state.renderMode === 7;
    runs.push({
      text,
      box,
      fontSize: size,
      fill: state.fill,
      background: backgroundAt(middleX, middleY),
      invisible,
      transparent: !invisible && alpha < MIN_VISIBLE_ALPHA,
      clipped: state.clip !== null && !overlapsBox(box, state.clip),
      coveredBy: null,
      coverColour: null,
      mislabelled: compared >= MIN_COMPARED_LETTERS && differing >= MISLABELLED_SHARE * compared,
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
        state = stack.pop() ?? state;
        break;
      case ops.paintImageXObject: {
        // An image fills the unit square of its matrix; the text pass decodes none, so its colours are unknown.
        const box = boxOf(state.ctm, 0, 0, 1, 1);
        if (backgrounds.length < MAX_BACKGROUNDS) backgrounds.push({ box, colour: null });
        if (args[0] === true && num(args[1], Number.POSITIVE_INFINITY) <= MAX_DRAWN_IMAGE_PIXELS) {
          cover(box, 'image', null);
        }
        break;
      }
      case ops.transform: {
        const m = asMatrix(args);
        if (m) state.ctm = multiply(state.ctm, m);
        break;
      }
      case ops.paintFormXObjectBegin: {
        stack.push({ ...state });
        const m = asMatrix(args[0]);
        if (m) state.ctm = multiply(state.ctm, m);
        // A form draws only inside its bounding box.
        const bbox = args[1] as ArrayLike<number> | null | undefined;
        if (bbox && bbox.length >= 4) {
          state.clip = intersect(
            state.clip,
            boxOf(state.ctm, num(bbox[0]), num(bbox[1]), num(bbox[2]), num(bbox[3])),
          );
        }
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
          if (!Array.isArray(entry)) continue;
          if (entry[0] === 'ca') state.fillAlpha = num(entry[1], 1);
          else if (entry[0] === 'CA') state.strokeAlpha = num(entry[1], 1);
          else if (entry[0] === 'SMask') state.softMask = entry[1] === true;
        }
        break;
      case ops.clip:
      case ops.eoClip:
        pendingClip = true;
        break;
      case ops.constructPath: {
        const paint = args[0];
        const fills =
          paint === ops.fill ||
          paint === ops.eoFill ||
          paint === ops.fillStroke ||
          paint === ops.eoFillStroke ||
          paint === ops.closeFillStroke ||
          paint === ops.closeEOFillStroke;
        const minMax = args[2] as ArrayLike<number> | null | undefined;
        const box =
          minMax && minMax.length >= 4
            ? boxOf(state.ctm, num(minMax[0]), num(minMax[1]), num(minMax[2]), num(minMax[3]))
            : null;
        if (pendingClip && box) state.clip = intersect(state.clip, box);
        pendingClip = false;
        if (!fills || !box || state.fillAlpha < OPAQUE_ALPHA) break;
        if ((box[2] - box[0]) * (box[3] - box[1]) < MIN_BACKGROUND_AREA) break;
        if (backgrounds.length < MAX_BACKGROUNDS) backgrounds.push({ box, colour: state.fill });
        cover(box, 'fill', state.fill);
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
        if (Array.isArray(args[0])) showText(args[0], args[1]);
        break;
    }
  };

  return {
    op(fn, args) {
      if (walked.has(fn)) walkOne(fn, args);
    },
    runs: () => runs,
  };
}
