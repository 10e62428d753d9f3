import type { HiddenRun } from './hidden-text';
import { assessTextQuality, repairLetterSpacing } from './text-quality';

/** Why a page's text layer is not good enough and OCR should read it instead. */
export type OcrReason = 'no-text' | 'garbled' | 'letter-spaced' | 'sparse';

// A tenth of the letters in broken-encoding tokens is far past what code, URLs and brand names produce
// (the worst honest corpus page is under 5%) and below the Airbnb deck's lightest garbled page (14%).
const GARBLED_SHARE = 0.1;
// Letter-spaced runs the drawn text could not resolve; a stray one is joined, many mean the layer is unusable.
const UNRESOLVED_SPACED_SHARE = 0.2;
// Fewer letters than a title and a subtitle: the slide's words are most likely in a picture.
const SPARSE_LETTERS = 40;

export interface PagePlan {
  text: string;
  ocrReason: OcrReason | null;
}

/** Cleans a page's text layer (hidden text out, letter spacing repaired) and decides whether OCR should read it. */
export function planPage(layerText: string, drawnText: string, hidden: HiddenRun[]): PagePlan {
  const text = repairLetterSpacing(removeHidden(layerText, hidden), drawnText);
  const quality = assessTextQuality(text);
  if (quality.letters === 0) return { text, ocrReason: 'no-text' };
  if (quality.garbledShare >= GARBLED_SHARE) return { text, ocrReason: 'garbled' };
  if (quality.letterSpacedShare >= UNRESOLVED_SPACED_SHARE) return { text, ocrReason: 'letter-spaced' };
  if (quality.letters < SPARSE_LETTERS) return { text, ocrReason: 'sparse' };
  return { text, ocrReason: null };
}

/** Takes each hidden run out of the page text once, matching across pdfjs's spacing. */
export function removeHidden(text: string, hidden: HiddenRun[]): string {
  let remaining = text;
  for (const { run } of hidden) {
    const words = run.text.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const pattern = new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'));
    remaining = remaining.replace(pattern, ' ');
  }
  return remaining
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();
}

/** OCR wins where the layer was unusable; on a sparse page only when it finds clearly more. */
export function preferOcr(reason: OcrReason, layerText: string, ocrText: string): boolean {
  const ocrLetters = assessTextQuality(ocrText).letters;
  if (reason !== 'sparse') return ocrLetters > 0;
  return ocrLetters >= 2 * assessTextQuality(layerText).letters + 10;
}
