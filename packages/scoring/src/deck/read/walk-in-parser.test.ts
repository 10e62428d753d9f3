import { buildTestPdf } from '@pitchfit/testing/pdf';
import { describe, expect, it } from 'vitest';
import { INERT_FONT_DOCUMENT, installInertFontFace } from './inert-fonts';
import { loadPdfjs, PDFJS_ASSETS } from './pdfjs-runtime';
import { installParserWalk, readTextAndRuns } from './walk-in-parser';

// The walk leans on pdfjs-dist's internal messages and on the pdfjs patch's feed (walk-in-parser.ts); this
// pins what it relies on, so a pdfjs update that changes them fails here by name. A file of its own: it
// loads pdfjs in its thread.
const PAGE = buildTestPdf([
  {
    items: [
      { kind: 'text', text: 'Warehouse robots that pick any item.', x: 40, y: 300 },
      { kind: 'text', text: 'White words on a white page.', x: 40, y: 200, colour: [1, 1, 1] },
    ],
  },
]);

async function open(drawsPages: boolean) {
  const pdfjs = await loadPdfjs();
  installInertFontFace();
  installParserWalk(pdfjs.OPS);
  const task = pdfjs.getDocument({
    data: new Uint8Array(PAGE),
    ...PDFJS_ASSETS,
    maxImageSize: drawsPages ? 50_000_000 : 1,
    isEvalSupported: false,
    ...(drawsPages
      ? { disableFontFace: true }
      : { disableFontFace: false, ownerDocument: INERT_FONT_DOCUMENT }),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  return { pdfjs, task, page: await (await task.promise).getPage(1) };
}

describe('the text-run walk inside pdfjs’s parser', () => {
  it('answers a document opened to be read with its text and its runs, measured and with their colours', async () => {
    const { task, page } = await open(false);
    try {
      const { content, runs } = await readTextAndRuns(page);
      // The runs travel as one extra item, taken off the text content.
      expect(content.items.map((item) => ('str' in item ? item.str : null)).join('')).toBe(
        'Warehouse robots that pick any item.White words on a white page.',
      );
      expect(runs.map((run) => [run.text, run.fill])).toEqual([
        ['Warehouse robots that pick any item.', [0, 0, 0]],
        ['White words on a white page.', [255, 255, 255]],
      ]);
      // The glyphs' widths reach the walk: the run spans its 36 characters, not a point.
      const [first] = runs;
      expect((first?.box[2] ?? 0) - (first?.box[0] ?? 0)).toBeGreaterThan(100);
      // The walk is let go with its stream: the registry the patched pdfjs reads keeps no page behind.
      expect(Reflect.get(globalThis, 'pitchfitTextWalks')).toEqual(new Map());
    } finally {
      await task.destroy();
    }
  });

  it('leaves a document opened to be drawn its operators and its text as pdfjs gives them', async () => {
    const { pdfjs, task, page } = await open(true);
    try {
      const { fnArray } = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
      expect(fnArray).toContain(pdfjs.OPS.showText);
      await expect(readTextAndRuns(page)).rejects.toThrow(/not walked/);
    } finally {
      await task.destroy();
    }
  });
});
