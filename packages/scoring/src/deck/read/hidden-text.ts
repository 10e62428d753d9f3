import type { RenderedPage } from './render-page';
import { assessTextQuality } from './text-quality';
import type { Rgb, TextRun } from './text-runs';

// Below 2 pt nobody reads text on a slide, even zoomed in a viewer.
const TINY_FONT_PT = 2;
// Colours this close (0..255, per channel) are the same to the eye: near-white on white, navy on navy.
const SAME_COLOUR = 24;
// A region whose pixels spread less than this (per channel) shows nothing: no glyph was drawn visibly.
const BLANK_REGION_SPREAD = 12;

// Chart axes leave stray numbers and single letters in odd colours; a message needs words.
const MIN_HIDDEN_LETTERS = 3;
// A mislabelled run that reads as garbled is a broken font (the Airbnb deck), left to the garbled-layer
// check and OCR; one that reads as words is a text layer saying what the page does not show. The share is
// page-plan.ts's.
const GARBLED_SHARE = 0.1;

export type HiddenReason =
  | 'off-page'
  | 'tiny'
  | 'transparent'
  | 'clipped'
  | 'covered'
  | 'mislabelled'
  | 'background-colour'
  | 'invisible';

export interface HiddenRun {
  run: TextRun;
  reason: HiddenReason;
}

export interface HiddenTextScan {
  /** Hidden for certain from geometry alone. */
  hidden: HiddenRun[];
  /** Painted in (near) the colour found under them, in an invisible mode, or under a fill: the pixels decide. */
  suspects: HiddenRun[];
}

function sameColour(a: Rgb, b: Rgb): boolean {
  return (
    Math.abs(a[0] - b[0]) <= SAME_COLOUR &&
    Math.abs(a[1] - b[1]) <= SAME_COLOUR &&
    Math.abs(a[2] - b[2]) <= SAME_COLOUR
  );
}

function overlaps(box: TextRun['box'], view: number[]): boolean {
  const [vx0 = 0, vy0 = 0, vx1 = 0, vy1 = 0] = view;
  return box[2] > vx0 && box[0] < vx1 && box[3] > vy0 && box[1] < vy1;
}

/** Sorts a page's text runs by what can be told without pixels. `view` is the page box [x0, y0, x1, y1]. */
export function scanHiddenText(runs: TextRun[], view: number[]): HiddenTextScan {
  const hidden: HiddenRun[] = [];
  const suspects: HiddenRun[] = [];
  // Slides exported from presentation tools often draw a text twice, the first copy under the slide's
  // picture (seen in the corpus: Dr Doodley, Hexafun): a covered run whose words are also drawn uncovered
  // is shown to the reader, and is neither hidden nor flagged.
  const uncovered = new Set(runs.filter((run) => run.coveredBy === null).map((run) => run.text.trim()));
  for (const run of runs) {
    if (run.coveredBy !== null && uncovered.has(run.text.trim())) continue;
    if ((run.text.match(/\p{L}/gu)?.length ?? 0) < MIN_HIDDEN_LETTERS) continue;
    if (!overlaps(run.box, view)) hidden.push({ run, reason: 'off-page' });
    else if (run.fontSize < TINY_FONT_PT) hidden.push({ run, reason: 'tiny' });
    else if (run.transparent) hidden.push({ run, reason: 'transparent' });
    else if (run.clipped) hidden.push({ run, reason: 'clipped' });
    else if (run.mislabelled && assessTextQuality(run.text).garbledShare < GARBLED_SHARE) {
      hidden.push({ run, reason: 'mislabelled' });
    } else if (run.invisible) suspects.push({ run, reason: 'invisible' });
    // A fill's box may hold a shape with holes (a frame), and scanned decks lay their recognised text
    // under the page's picture, where it shows as the picture: pixels decide (see confirmHidden).
    else if (run.coveredBy !== null) suspects.push({ run, reason: 'covered' });
    // Text over a picture is taken as visible: designers put titles on photos, and checking each one
    // would mean decoding every image. Text in the colour of the vector paint under it is a suspect.
    else if (run.fill && run.background && sameColour(run.fill, run.background)) {
      suspects.push({ run, reason: 'background-colour' });
    }
  }
  return { hidden, suspects };
}

function regionPixels(rendered: RenderedPage, box: TextRun['box']): Uint8ClampedArray | null {
  const [ax, ay] = rendered.toPixel(box[0], box[1]);
  const [bx, by] = rendered.toPixel(box[2], box[3]);
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx)));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by)));
  const x1 = Math.min(rendered.canvas.width, Math.ceil(Math.max(ax, bx)));
  const y1 = Math.min(rendered.canvas.height, Math.ceil(Math.max(ay, by)));
  if (x1 - x0 < 1 || y1 - y0 < 1) return null;
  return rendered.canvas.getContext('2d').getImageData(x0, y0, x1 - x0, y1 - y0).data;
}

function channelStats(pixels: Uint8ClampedArray): { median: Rgb; spread: number } {
  const channels: number[][] = [[], [], []];
  for (let i = 0; i < pixels.length; i += 4) {
    for (let c = 0; c < 3; c++) channels[c]?.push(pixels[i + c] ?? 0);
  }
  let spread = 0;
  const median = channels.map((values) => {
    values.sort((a, b) => a - b);
    // The 5th to 95th percentile range ignores antialiasing specks.
    const low = values[Math.floor(values.length * 0.05)] ?? 0;
    const high = values[Math.floor(values.length * 0.95)] ?? 0;
    spread = Math.max(spread, high - low);
    return values[Math.floor(values.length / 2)] ?? 0;
  }) as Rgb;
  return { median, spread };
}

/**
 * Settles suspects against the rendered page. Text in the colour of what surrounds it leaves the median
 * of its box at its own colour; invisible-mode text over a scan (an OCR layer) sits on ink, over nothing it
 * does not; text under a fill shows as that fill's colour, or as one flat colour, where it is really
 * covered. Under a picture only a flat region counts: a detailed picture may show the very words under it
 * (a scanned page over its recognised text), which pixel statistics cannot tell from other words.
 */
export function confirmHidden(suspects: HiddenRun[], rendered: RenderedPage): HiddenRun[] {
  return suspects.filter(({ run, reason }) => {
    const pixels = regionPixels(rendered, run.box);
    if (!pixels) return false;
    const { median, spread } = channelStats(pixels);
    if (reason === 'invisible') return spread < BLANK_REGION_SPREAD;
    if (reason === 'covered') {
      return (
        spread < BLANK_REGION_SPREAD || (run.coverColour !== null && sameColour(run.coverColour, median))
      );
    }
    return run.fill !== null && (spread < BLANK_REGION_SPREAD || sameColour(run.fill, median));
  });
}
